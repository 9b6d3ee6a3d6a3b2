import { createHash } from 'node:crypto';
import { rspack, type Compiler } from '@rspack/core';
import { scriptsAfterFirstPaint, scriptsOf, starterProgram, type Tag } from './scripts-after-first-paint';

/**
 * Emits the starter (`start.<hash>.js`, beside the page's scripts, so a strict script-src 'self'
 * allows it) and puts it in the page in place of the script tags (ADR 0372).
 */
export class ScriptsAfterFirstPaintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ScriptsAfterFirstPaintPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'ScriptsAfterFirstPaintPlugin',
        async (data) => {
          const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
          const head = data.headTags as unknown as Tag[];
          const scripts = scriptsOf(head);
          if (scripts.length === 0) return data;
          const program = starterProgram(scripts);
          const file = `start.${createHash('sha256').update(program).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(file, new rspack.sources.RawSource(program));
          data.headTags = scriptsAfterFirstPaint(head, publicPath + file).tags as unknown as typeof data.headTags;
          return data;
        },
      );
    });
  }
}
