// The server side of `SafeHtml` (entry-server.tsx of each area): not in any browser bundle.
export { serverHtmlParser } from './server-html-parser';
export { HtmlParserContext } from './html-tree';
