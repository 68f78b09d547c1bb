export { Widget, type WidgetProps } from './widget';
