/*
 * Starts the app the server's page is made of, when the visitor first needs it. The page's HTML holds the
 * app's files (its entry script, startup chunks, remotes list and the remote's first files) in an inert
 * <template id="sf-after-paint">; this moves them into the page. Every link and form of the site works without
 * script, so a page that is only read needs none of them: on a first visit they load when the visitor first
 * reaches for the page (touches it, moves the mouse, presses a key, or focuses a field or a control), or when a
 * part that moves by itself (a carousel: `data-sf-moves`) comes into view. Later pages of the same visit, whose
 * files the browser has by then, start as soon as they are painted. Plain old JavaScript, no build step: it runs
 * before anything else. The server writes the built copy into each page it renders, after #root, allowed by its
 * hash in the page's policy.
 */
/* global document, window, IntersectionObserver -- browser globals: this file runs in the page */
(function () {
  var template = document.getElementById('sf-after-paint');
  if (!template || !template.content) return;
  var started = false;
  /** This tab has started the app before (sessionStorage: forgotten when the tab is closed). */
  var STARTED_KEY = 'sf:started';
  /** What says a visitor reaches for the page: a touch, the mouse, the keyboard, focus. */
  var REACHING = ['pointerdown', 'touchstart', 'mousemove', 'wheel', 'keydown', 'focusin'];
  var moving = null;

  function start() {
    if (started) return;
    started = true;
    stopMeasuring();
    for (var r = 0; r < REACHING.length; r++) document.removeEventListener(REACHING[r], start, true);
    if (moving) moving.disconnect();
    try {
      sessionStorage.setItem(STARTED_KEY, '1');
    } catch {
      // No storage (a private mode that refuses it): the next page waits for the visitor too.
    }
    var scripts = [];
    var nodes = template.content.childNodes;
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      if (node.nodeType !== 1) continue;
      if (node.nodeName === 'SCRIPT') {
        // A script is created here, not cloned: an inserted copy of a template's script may not run.
        var script = document.createElement('script');
        script.src = node.getAttribute('src');
        script.async = false;
        scripts.push(script);
      } else {
        document.head.appendChild(document.importNode(node, true));
      }
    }
    // The preloads first, so every file is on its way before the entry asks for any of them.
    for (var j = 0; j < scripts.length; j++) document.head.appendChild(scripts[j]);
  }

  // A tap on one of the page's buttons before the app has hydrated it would do nothing (a button without
  // script has no action of its own): the last one is kept and tapped again once the page is alive, so a
  // resident who opens a carousel's control or the menu at once is not ignored. Links and forms work without
  // script and are left to the browser: a form sent before hydration is the browser's own GET or POST, which
  // the server answers as it does without script (a button inside a form is the form's, never replayed).
  // A part whose code has not arrived (a Home widget, loaded only once it comes into view) may come alive after
  // the page: a tap on it is kept until it does ('sf:part').
  var tapped = null;
  function keepTap(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    var root = document.getElementById('root');
    if (
      !button ||
      button.type !== 'button' ||
      button.disabled ||
      button.form ||
      !root ||
      !root.contains(button)
    )
      return;
    // Once React listens to the page it handles the tap itself (hydrating the button's part at once): kept
    // too, the tap would be made twice (a menu opened and closed again). Only a part whose code has not
    // arrived yet (a Home widget) cannot be hydrated on a tap.
    if (document.documentElement.hasAttribute('data-sf-listening') && !button.closest('[data-sf-waiting]'))
      return;
    tapped = button;
  }
  function tapAgain() {
    var button = tapped;
    // Its part is still waiting for its code: kept for that part's own signal.
    if (!button || button.closest('[data-sf-waiting]')) return;
    tapped = null;
    // After React has finished the render that made it alive; a button hydration replaced is dropped.
    if (button.isConnected && !button.disabled) {
      Promise.resolve().then(function () {
        button.click();
      });
    }
  }
  document.addEventListener('click', keepTap, true);
  window.addEventListener('sf:ready', tapAgain);
  window.addEventListener('sf:part', tapAgain);

  // The page's vitals while the app has not started (web-vitals, which the app loads, reports them once it
  // has: it reads what the browser buffered): a visit that only reads the page is reported here when the page
  // is hidden, with the labels the server wrote (`data-sf-place`, telemetry.ts placeOfPage), as the app's
  // reports are (report.ts): the largest contentful paint, and the layout shift (the largest session window:
  // shifts less than a second apart, at most five seconds in all).
  var stopMeasuring = measureUntilStarted();
  function measureUntilStarted() {
    var root = document.getElementById('root');
    var place = null;
    try {
      place = JSON.parse((root && root.getAttribute('data-sf-place')) || 'null');
    } catch {
      place = null;
    }
    if (!place || typeof navigator.sendBeacon !== 'function' || typeof PerformanceObserver === 'undefined')
      return function () {};
    var lcp = 0;
    var cls = 0;
    var sessionValue = 0;
    var sessionFirst = 0;
    var sessionLast = 0;
    var observers = [];
    function observe(type, onEntry) {
      try {
        var observer = new PerformanceObserver(function (list) {
          var entries = list.getEntries();
          for (var i = 0; i < entries.length; i++) onEntry(entries[i]);
        });
        observer.observe({ type: type, buffered: true });
        observers.push(observer);
      } catch {
        // This browser does not measure it: not reported.
      }
    }
    observe('largest-contentful-paint', function (entry) {
      lcp = entry.startTime;
    });
    observe('layout-shift', function (entry) {
      if (entry.hadRecentInput) return;
      if (sessionValue && entry.startTime - sessionLast < 1000 && entry.startTime - sessionFirst < 5000) {
        sessionValue += entry.value;
      } else {
        sessionValue = entry.value;
        sessionFirst = entry.startTime;
      }
      sessionLast = entry.startTime;
      if (sessionValue > cls) cls = sessionValue;
    });
    var reported = false;
    function send(name, value) {
      navigator.sendBeacon(
        '/telemetry',
        JSON.stringify({
          kind: 'vital',
          name: name,
          value: value,
          route: place.route,
          area: place.area,
          version: place.version,
        }),
      );
    }
    function report() {
      if (reported || started || document.visibilityState !== 'hidden') return;
      reported = true;
      stop();
      if (lcp > 0) send('LCP', Math.round(lcp));
      send('CLS', Math.round(cls * 10000) / 10000);
    }
    function stop() {
      for (var o = 0; o < observers.length; o++) observers[o].disconnect();
      document.removeEventListener('visibilitychange', report, true);
    }
    document.addEventListener('visibilitychange', report, true);
    return stop;
  }

  var startedBefore = false;
  try {
    startedBefore = sessionStorage.getItem(STARTED_KEY) === '1';
  } catch {
    // No storage: a first visit.
  }
  if (startedBefore) {
    afterFirstPaint();
    return;
  }
  for (var r = 0; r < REACHING.length; r++) {
    document.addEventListener(REACHING[r], start, { capture: true, passive: true });
  }
  // Focus already in the page (the browser's autofocus, an error summary) is the visitor's place in it.
  if (document.activeElement && document.activeElement !== document.body) start();
  var moves = document.querySelectorAll('[data-sf-moves]');
  if (moves.length && typeof IntersectionObserver === 'function') {
    moving = new IntersectionObserver(function (entries) {
      for (var m = 0; m < entries.length; m++) if (entries[m].isIntersecting) return start();
    });
    for (var n = 0; n < moves.length; n++) moving.observe(moves[n]);
  } else if (moves.length) {
    afterFirstPaint();
  }

  /** Starts once the browser has painted the page (after a second if it never does: a hidden tab). */
  function afterFirstPaint() {
    setTimeout(start, 1000);
    if (typeof PerformanceObserver === 'undefined') return;
    try {
      new PerformanceObserver(function (list, observer) {
        var entries = list.getEntries();
        for (var k = 0; k < entries.length; k++) {
          if (entries[k].name === 'first-contentful-paint') {
            observer.disconnect();
            start();
            return;
          }
        }
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the timer starts the app.
    }
  }
})();
