export { MAIN_ID, PageFrame, type PageFrameProps } from './page-frame';
