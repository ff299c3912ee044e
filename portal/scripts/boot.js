/* global document, requestAnimationFrame, MessageChannel -- a browser script, run before the app */
/*
 * The loader of a prerendered page's code (scripts/prerender.mjs writes it into the page as a deferred classic
 * script, with the app's entry, the modules to run before it and the page's own modules in data attributes). The first
 * screen is already in the HTML: it is painted first, and the app's code is fetched and run after that paint, instead
 * of racing it for the main thread. A page opened in a background tab, which paints nothing, starts at once.
 */
(function () {
  var boot = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloadInTurn(listOf(boot.dataset.preload).concat(listOf(boot.dataset.page)));
  }
  function listOf(attribute) {
    return (attribute || '').split(' ').filter(Boolean);
  }
  // Every module's preload is started in a task of its own, in their order — the modules to run before the entry,
  // then those that run when the entry asks for the page — and the modules are run once all have started. Starting
  // one costs the main thread from a tenth of a millisecond to ten while the page is still loading: the entry's
  // thirty-odd started in one task were the longest task after the first paint, and the page's own, started by the
  // entry's first task, made that task one of the longest.
  function preloadInTurn(hrefs) {
    var href = hrefs.shift();
    if (!href) return runInTurn(listOf(boot.dataset.preload));
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
    later(function () {
      preloadInTurn(hrefs);
    });
  }
  // The modules the entry imports are run one per task, in their order, before the entry: run all at once when the
  // entry starts they were one long task that kept the page from answering a click or a key. A module is run once,
  // after the modules it imports, whoever imports it first; the entry then runs only its own code.
  function runInTurn(modules) {
    var next = modules.shift();
    if (!next) return runEntry();
    import(next).then(function () {
      later(function () {
        runInTurn(modules);
      });
    }, runEntry);
  }
  // The next step in a task of its own: a message the page sends itself, which the browser hands over as soon as the
  // steps before it are done. A timer would not do: a chain of timers this long waits at least 4 ms each time, and in
  // a background tab about a second, so the page's code would load seconds late, or not before its tab is shown.
  var steps = [];
  var channel = new MessageChannel();
  channel.port1.onmessage = function () {
    steps.shift()();
  };
  function later(step) {
    steps.push(step);
    channel.port2.postMessage(null);
  }
  function runEntry() {
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.dataset.entry;
    document.head.appendChild(entry);
  }
  if (document.visibilityState === 'hidden') start();
  // a frame's callback runs before its paint; a task it queues, after it
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
