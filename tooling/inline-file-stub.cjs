// What `import src from './x.svg?inline'` gives in unit tests (webpack.cjs INLINE_PICTURE_RULE): a data: address.
module.exports = 'data:image/svg+xml;base64,dGVzdC1pbmxpbmUtc3R1Yg==';
