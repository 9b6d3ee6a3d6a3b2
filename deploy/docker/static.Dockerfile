# syntax=docker/dockerfile:1
# The static image: nginx with the built front ends (the shell and every module build under
# /modules/<name>/<version>/). Build the front ends first, every version that must stay reachable in
# dist/modules (versioned folders are immutable, so old ones are kept for a roll back):
#   node scripts/build-modules.mjs && docker build -f deploy/docker/static.Dockerfile -t invalpool-static .
FROM nginx:1.27-bookworm
ENV NGINX_PORT=8080 \
    GATEWAY_URL=http://gateway:8080 \
    STATIC_ROOT=/usr/share/nginx/html
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/static.conf.template /etc/nginx/templates/static.conf.template
COPY dist/shell/ /usr/share/nginx/html/
COPY dist/modules/ /usr/share/nginx/html/modules/
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD ["curl", "-fsS", "http://127.0.0.1:8080/shell.json"]
