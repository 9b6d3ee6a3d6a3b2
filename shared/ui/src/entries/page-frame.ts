export { PageFrame, type PageFrameProps } from '../page-frame/page-frame';
