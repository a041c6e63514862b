// TEST ONLY. The Auth SDK's popup flow loads https://apis.google.com/js/api.js and uses its
// `gapi.iframes` to talk to a hidden helper frame (the Auth emulator's /emulator/auth/iframe),
// which loads the same script to talk back. That script cannot be reached offline, so tests
// serve this small stand-in instead: just enough of gapi.load and gapi.iframes (open,
// getParentIframe, ping, register, send) over postMessage for the emulator's popup flow.
// Everything else the tests drive is real: the SDK, the emulator's account chooser popup,
// its helper frame and the emulator's sign-in endpoints.
import type { BrowserContext } from '@playwright/test';

const SCRIPT = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return;
  var TAG = '__gapiStandin';
  var FILTER = function () { return true; };
  var channels = [];

  // One message channel to another window (the helper frame, or the page embedding us).
  function channel(target) {
    var handlers = {};
    var waiting = {}; // calls that arrived before their handler was registered
    var replies = {};
    var next = 0;
    var readyResolve;
    var ch = {
      target: target,
      ready: new Promise(function (resolve) { readyResolve = resolve; }),
      markReady: function () { readyResolve(); },
      register: function (name, handler) {
        handlers[name] = handler;
        var queued = waiting[name] || [];
        delete waiting[name];
        queued.forEach(function (msg) { ch.answer(msg); });
      },
      send: function (name, data, callback) {
        var id = String(++next);
        if (callback) replies[id] = callback;
        post({ type: 'call', id: id, name: name, data: data });
      },
      answer: function (msg) {
        var handler = handlers[msg.name];
        if (!handler) {
          (waiting[msg.name] = waiting[msg.name] || []).push(msg);
          return;
        }
        var result;
        try { result = handler(msg.data); } catch (e) { result = { status: 'ERROR', message: String(e) }; }
        post({ type: 'reply', id: msg.id, result: [result] });
      },
      reply: function (msg) {
        var callback = replies[msg.id];
        delete replies[msg.id];
        if (callback) {
          try { callback(msg.result); } catch (e) { /* the SDK throws after some callbacks; harmless here */ }
        }
      },
    };
    function post(msg) {
      msg[TAG] = true;
      var win = target();
      if (win) win.postMessage(msg, '*');
    }
    ch.post = post;
    channels.push(ch);
    return ch;
  }

  window.addEventListener('message', function (event) {
    var msg = event.data;
    if (!msg || typeof msg !== 'object' || !msg[TAG]) return;
    for (var i = 0; i < channels.length; i++) {
      var ch = channels[i];
      if (ch.target() !== event.source) continue;
      if (msg.type === 'ready') ch.markReady();
      else if (msg.type === 'call') ch.answer(msg);
      else if (msg.type === 'reply') ch.reply(msg);
    }
  });

  var parentApi = null;
  var context = {
    // The page side: embed the helper frame and hand back an object to talk to it.
    open: function (options, onOpen) {
      var el = document.createElement('iframe');
      var attrs = options.attributes || {};
      Object.keys(attrs.style || {}).forEach(function (key) { el.style[key] = attrs.style[key]; });
      Object.keys(attrs).forEach(function (key) { if (key !== 'style') el.setAttribute(key, attrs[key]); });
      el.src = options.url;
      var ch = channel(function () { return el.contentWindow; });
      (options.where || document.body).appendChild(el);
      var iframe = {
        restyle: function () { return Promise.resolve(); },
        ping: function () { return ch.ready; },
        register: function (name, handler) { ch.register(name, handler); },
        send: function (name, data, callback) { ch.send(name, data, callback); },
        getIframeEl: function () { return el; },
      };
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    // The helper frame side: talk to the page that embeds us.
    getParentIframe: function () {
      if (!parentApi) {
        var ch = channel(function () { return window.parent; });
        parentApi = {
          register: function (name, handler) { ch.register(name, handler); },
          send: function (name, data, callback) { ch.send(name, data, callback); },
        };
        // The frame registers its handlers right after this call; our message arrives later.
        ch.post({ type: 'ready' });
      }
      return parentApi;
    },
  };

  window.gapi = {
    load: function (name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      SAME_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: function () {},
      getContext: function () { return context; },
    },
  };

  // The real script calls ?onload=<name> (the SDK) or window.gapi_onload (the helper frame).
  var src = (document.currentScript && document.currentScript.src) || '';
  var onload = /[?&]onload=([^&]+)/.exec(src);
  setTimeout(function () {
    if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/**
 * Serves the gapi stand-in to every page, popup and frame of the context, and answers the
 * emulator account chooser's web font and Material CSS requests with empty files (they
 * are cosmetic, and unreachable offline).
 */
export async function serveGoogleScripts(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: SCRIPT }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => {
    const url = route.request().url();
    const contentType = url.endsWith('.js') ? 'text/javascript' : url.includes('css') ? 'text/css' : 'application/octet-stream';
    return route.fulfill({ status: 200, contentType, body: '' });
  });
}
