// Runs before every test file of every package.
import '@testing-library/jest-dom';
import { act } from 'react';
import { preloadLazyDialogs } from '@springfield/shared/testing';
import { resetNotifications } from '@springfield/shared';

// Tests of the build tooling run in Node (`@jest-environment node`), without a window.
if (typeof window !== 'undefined') {
  // jsdom lacks these browser APIs that antd, react-slick and the frame use.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  // jsdom computes no pseudo-element's style and reports "Not implemented" (with a stack of a hundred lines)
  // for each: antd's scroll lock asks for ::-webkit-scrollbar's whenever a dialog opens. The element's own
  // style is what jsdom can give, and what antd then falls back to.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element) => computedStyle(element)) as typeof window.getComputedStyle;
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }

  // jsdom has no PointerEvent: without it, pointer events lose clientX and pointerId (swipe gestures).
  if (!('PointerEvent' in window)) {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { writable: true, value: PointerEventStub });
  }
}

// Dialogs load lazily (lazyDialog): load every one the test file's modules create, and antd, before the first
// test, so a dialog opens in the same render as its click. Otherwise a `findBy*` races a dynamic import, and
// loses on a busy machine.
beforeAll(() => preloadLazyDialogs());

// The toast store is a module singleton: every test starts with no toast.
afterEach(() => {
  act(() => resetNotifications());
});
