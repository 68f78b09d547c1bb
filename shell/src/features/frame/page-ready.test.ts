import fs from 'node:fs';
import path from 'node:path';
import {
  expectPart,
  PAGE_READY_ATTRIBUTE,
  PAGE_READY_EVENT,
  PART_WAITING_ATTRIBUTE,
  REACT_LISTENING_ATTRIBUTE,
  signalPageReady,
} from './page-ready';

describe('signalPageReady', () => {
  it('marks <html> and fires the event once the frame and every part are in, once', () => {
    const heard = jest.fn();
    window.addEventListener(PAGE_READY_EVENT, heard);
    const widgetIn = expectPart();
    const otherIn = expectPart();
    signalPageReady();
    expect(document.documentElement).not.toHaveAttribute(PAGE_READY_ATTRIBUTE);
    widgetIn();
    widgetIn();
    expect(heard).not.toHaveBeenCalled();
    otherIn();
    expect(document.documentElement).toHaveAttribute(PAGE_READY_ATTRIBUTE);
    signalPageReady();
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(PAGE_READY_EVENT, heard);
  });
});

it('names the same event and attributes as start.js, which has no build step to import them', () => {
  const startScript = fs.readFileSync(path.join(__dirname, '../../../public/start.js'), 'utf8');
  expect(startScript).toContain(`'${PAGE_READY_EVENT}'`);
  expect(startScript).toContain(`'${REACT_LISTENING_ATTRIBUTE}'`);
  expect(startScript).toContain(`'[${PART_WAITING_ATTRIBUTE}]'`);
});
