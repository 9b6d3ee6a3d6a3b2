// `@app/ui/lazy-stand-in`: a component that loads on first render (holds no state: bundled by each build).
export { lazyStandIn } from '../lazy-stand-in/lazy-stand-in';
