// @ant-design/icons' context, with its run-time style injection off (`zeroRuntime`) unless a provider says
// otherwise. Put in place of the library's own components/Context by the build (webpack.cjs): the library
// would insert a <style> as the first child of <head>, before the page's <meta charset>, which is invalid
// HTML; shared's icons.css carries the same rules, in every page from its first paint.
import { createContext } from 'react';

const IconContext = createContext({ zeroRuntime: true });
export default IconContext;
