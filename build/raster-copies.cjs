// Link previews (Open Graph, X/Twitter cards) and search engines' logos do not take SVG, which is what the
// site's pictures are drawn in. This plugin emits, beside every SVG picture of a build, a PNG of it with the
// same name ("assets/news-community.0123456789.png" beside its ".svg"), drawn by resvg (a Rust renderer with
// prebuilt binaries, faithful to SVG 1.1 and far smaller than a headless browser): the page's server names the
// PNG in og:image wherever a page names the SVG.
const webpack = require('webpack');

/** The pictures it draws: the build's images and the shell's public ones, not its favicon. */
const PICTURE = /^(?:assets|images)\/.+\.svg$/;
/** How wide a picture is drawn when its SVG gives no width: what link previews show large (1200 × 630). */
const DEFAULT_WIDTH = 1200;

/** "x.svg" → "x.png" */
function pngName(file) {
  return file.replace(/\.svg$/, '.png');
}

/** The PNG of an SVG's text: at its own width when it states one in pixels, else DEFAULT_WIDTH wide. */
function rasterize(svg) {
  const { Resvg } = require('@resvg/resvg-js');
  const stated = /<svg\b[^>]*\bwidth="(\d+)(?:px)?"/.exec(svg);
  const width = stated ? Number(stated[1]) : DEFAULT_WIDTH;
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}

class RasterCopiesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RasterCopiesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RasterCopiesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DERIVED },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!PICTURE.test(file) || assets[pngName(file)]) continue;
            const png = rasterize(assets[file].source().toString());
            compilation.emitAsset(pngName(file), new webpack.sources.RawSource(png));
          }
        },
      );
    });
  }
}

module.exports = { RasterCopiesPlugin, rasterize, pngName };
