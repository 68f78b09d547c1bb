/*
 * Starts the app once the browser has painted the page the server rendered. The page's HTML holds the app's
 * files (its entry script, startup chunks, remotes list and the remote's first files) in an inert
 * <template id="sf-after-paint">; this moves them into the page after the first contentful paint, so that on a
 * slow phone and connection the page and its styles are drawn first, with nothing competing for the network
 * or the processor, and the scripts that make it interactive follow. A page that never paints (a hidden tab)
 * starts after a second. Plain old JavaScript, no build step: it runs before anything else. The server writes
 * the built copy into each page it renders, after #root, allowed by its hash in the page's policy.
 */
/* global document, window -- browser globals: this file runs in the page */
(function () {
  var template = document.getElementById('sf-after-paint');
  if (!template || !template.content) return;
  var started = false;

  function start() {
    if (started) return;
    started = true;
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
})();
