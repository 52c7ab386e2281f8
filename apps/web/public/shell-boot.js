// Decides, before the first paint, whether the page's static shell (prerendered into index.html,
// hidden by default) fits this address: the sign-in page at /login, the signed-in portal at
// /p/<route> with a stored session, with the page itself on the first screens prerendered into
// it (SHELL_PAGES in src/app/prerender.tsx; a wizard resuming a draft, ?rid=, is not one of
// them: it shows "Restoring…" first), and the hand-off after sign-in or sign-up
// (/p?auth_token=…: the dashboard, or the frame when it leads to another page), which
// main-portal.tsx completes before React draws. Public pages, sign-out and
// signed-out notices get no shell: React draws them from scratch. The records desk (/staff) has
// no prerendered shell: only a page the server drew with its data (below).
// A classic script of its own because the Content-Security-Policy allows no inline script.
//
// It also starts the app (built pages only: the build moves the entry script into the
// #app-boot data block, see static-shell.ts): where a shell shows, once it has painted, so that
// the first screen never waits for the app's scripts to download, parse and run; elsewhere at
// once. The entry, its imports and the chunks and styles of the address's route are requested
// together (modulepreload), not one after another as each module is parsed.
(function () {
  var path = location.pathname;
  var query = location.search;
  var shell = null;
  if (path === '/login' || path === '/login/') {
    if (!/[?&](logout|expired|auto_timeout)=/.test(query)) shell = 'login';
  } else if ((path === '/p' || path === '/p/') && /[?&]auth_token=/.test(query)) {
    if (!/[?&](hippa_auth|govt_document|patient_document|shared_records)=true|[?&]logout=1/.test(query)) {
      // Until the session exists, a link of the outline would open a page without one (and send
      // the new patient back to sign in): like every click on a shell, it is kept (below) and done
      // once React has drawn the signed-in page.
      shell = /[?&]next=/.test(query) ? 'app' : 'dashboard';
    }
  } else if (/^\/p\/[^/]/.test(path) && !/[?&](auth_token|logout)=/.test(query)) {
    try {
      if (localStorage.getItem('portal.session')) {
        shell = 'app';
        if (/^\/p\/dashboard\/?$/.test(path)) shell = 'dashboard';
        else if (/^\/p\/records-and-forms\/?$/.test(path)) shell = 'records';
        else if (/^\/p\/(record|form)-request\/provider\/?$/.test(path) && !/[?&]rid=/.test(query))
          shell = path.charAt(3) === 'r' ? 'record-wizard' : 'form-wizard';
      }
    } catch {
      /* no storage: no shell */
    }
  }

  // A signed-in page's first reads (src/app/route-reads.ts, written into the boot data by the
  // build), asked for in parallel with the app's code: the app takes each answer once instead of
  // asking after its page has mounted (src/lib/early-reads.ts holds the rules). With the app's
  // own headers (src/lib/api.ts). Where a shell shows, they go out with the app's scripts once
  // it has painted (start, below): asked for before, they compete with the first paint for the
  // connection and the main thread, and the page shown needs neither yet. Acting for a patient
  // (the tab's grant, src/lib/acting.ts), only the account's own reads go out: the patient's
  // need the grant's header, and the page asks for them itself.
  var bootData = null;
  try {
    bootData = JSON.parse(document.getElementById('app-boot').textContent);
  } catch {
    /* not built, or no data block: the app loads its data itself */
  }
  var readsAsked = false;
  function askReads() {
    if (readsAsked) return;
    readsAsked = true;
    if (!bootData || !bootData.reads || !/^\/p\/[^/]/.test(path) || /[?&](auth_token|logout)=/.test(query)) return;
    try {
      var token = localStorage.getItem('portal.session');
      if (!token || typeof fetch !== 'function') return;
      var acting = false;
      try {
        acting = Boolean(sessionStorage.getItem('portal.actingFor'));
      } catch {
        /* no storage: not acting */
      }
      var params = new URLSearchParams(query);
      var urls = (acting ? bootData.ownReads : bootData.frameReads).slice();
      for (var r = 0; !acting && r < bootData.reads.length; r++) {
        var m = new RegExp(bootData.reads[r][0]).exec(path);
        if (!m) continue;
        var groups = m.groups || {};
        for (var t = 0; t < bootData.reads[r][1].length; t++) {
          var missing = false;
          var url = bootData.reads[r][1][t].replace(/\{(\w+)\}/g, function (_, name) {
            var v = groups[name] || params.get(name);
            if (!v) missing = true;
            return encodeURIComponent(v || '');
          });
          if (!missing) urls.push(url);
        }
        break;
      }
      var early = (window.__earlyReads = window.__earlyReads || {});
      var at = Date.now();
      var ask = function (url, session) {
        var headers = { authorization: 'Client patient-portal-web' };
        if (session) headers['authorization-token'] = session;
        var res = fetch(url, { headers: headers, credentials: 'include' });
        res.catch(function () {});
        early[url] = { token: session, acting: '', at: at, res: res };
      };
      for (var u = 0; u < urls.length; u++) ask(urls[u], token);
      // Public reads (the client settings): without the session, as the app asks for them.
      for (var v = 0; v < (bootData.publicReads || []).length; v++) ask(bootData.publicReads[v], '');
    } catch {
      /* no storage: the app loads its data itself */
    }
  }
  if (!shell) askReads();

  // Until React has replaced the shell, what the patient does on it is kept, not lost:
  // a click (or Enter, Space) on one of its controls, and what is typed into one of its fields
  // (they are read-only), are done again on React's copy of the same control right after React's
  // first commit (window.__shellInput.replay, called by src/lib/shell-input.ts). A static button
  // has no handler, and a link would load the whole page again (or be cut short by the router).
  // A control is matched by what names it in any language (tag, test id, link target, input
  // type and name), else by its words, and then by its rank among the visible controls alike.
  var kept = { actions: [], focus: null, done: false };
  var CONTROL = 'a[href],button,input,select,textarea,[role="button"]';
  function isVisible(el) {
    return el.getClientRects().length > 0;
  }
  function words(el) {
    return (el.getAttribute('aria-label') || '') + '|' + (el.textContent || '').replace(/\s+/g, ' ').trim();
  }
  function keyOf(el) {
    var id = [
      el.tagName,
      el.getAttribute('data-testid'),
      el.getAttribute('href'),
      el.getAttribute('type'),
      el.getAttribute('name'),
    ];
    return id.join('|') + (id[1] || id[2] ? '' : '|' + words(el));
  }
  function alike(scope, tag, key) {
    return [].filter.call(scope.querySelectorAll(tag), function (o) {
      return keyOf(o) === key && isVisible(o);
    });
  }
  function describe(el) {
    var key = keyOf(el);
    return {
      tag: el.tagName,
      key: key,
      href: el.href || null,
      rank: alike(el.closest('.static-shell'), el.tagName, key).indexOf(el),
    };
  }
  function onShell(el) {
    return !kept.done && el && el.closest && el.closest('.static-shell') ? el : null;
  }
  function isField(el) {
    return /^(INPUT|TEXTAREA)$/.test(el.tagName) && !/^(checkbox|radio|button|submit|reset)$/i.test(el.type);
  }
  function find(root, d) {
    var same = root ? alike(root, d.tag, d.key) : [];
    return same[Math.min(Math.max(d.rank, 0), same.length - 1)] || null;
  }
  function setValue(el, value) {
    // Through the prototype's setter, so that React's onChange sees the change.
    var proto = el.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  function keep(e) {
    var el = onShell(e.target && e.target.closest && e.target.closest(CONTROL));
    if (!el) return;
    // Another tab or window (a modified or middle click on a link): the browser's own.
    if (el.tagName === 'A' && (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)) return;
    e.preventDefault();
    // A click from the keyboard (Enter, Space) has no pointer detail: focus follows it.
    kept.actions.push({ kind: 'click', target: describe(el), keyboard: e.detail === 0 });
  }
  function keepKey(e) {
    var el = onShell(e.target);
    if (!el || !isField(el) || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      kept.actions.push({ kind: 'submit', target: describe(el) });
    } else if (e.key.length === 1 || e.key === 'Backspace') {
      var d = describe(el);
      var last = kept.actions[kept.actions.length - 1];
      if (!last || last.kind !== 'type' || last.target.key !== d.key || last.target.rank !== d.rank) {
        last = { kind: 'type', target: d, text: '' };
        kept.actions.push(last);
      }
      last.text = e.key === 'Backspace' ? last.text.slice(0, -1) : last.text + e.key;
    }
  }
  kept.replay = function (root) {
    if (kept.done) return;
    kept.done = true;
    var focus = kept.focus;
    var active = document.activeElement;
    if (focus && (!active || active === document.body)) {
      var f = find(root, focus);
      if (f) f.focus();
    }
    for (var i = 0; i < kept.actions.length; i++) {
      var a = kept.actions[i];
      var el = find(root, a.target);
      if (a.kind === 'click') {
        if (el) {
          if (a.keyboard || isField(el)) el.focus();
          el.click();
        } else if (a.target.href) location.assign(a.target.href);
      } else if (el && a.kind === 'type') {
        el.focus();
        setValue(el, a.text);
      } else if (el && a.kind === 'submit' && el.form) {
        el.focus();
        el.form.requestSubmit();
      }
    }
    kept.actions = [];
  };
  // A public page opened from mail may come drawn by the server (below), and so may a desk page
  // for a signed-in tab: what is done on it is kept too.
  var publicPage =
    /^\/p\/?$/.test(path) && /[?&](hippa_auth|govt_document|patient_document|shared_records)=true/.test(query);
  var deskPage = false;
  try {
    deskPage =
      /^\/staff\/[^/]/.test(path) &&
      !/[?&](auth_token|logout)=/.test(query) &&
      Boolean(localStorage.getItem('portal.session'));
  } catch {
    /* no storage: no drawn page shows */
  }
  if (shell || publicPage || deskPage) {
    window.__shellInput = kept;
    document.addEventListener('click', keep, true);
    document.addEventListener('keydown', keepKey, true);
    document.addEventListener(
      'focusin',
      function (e) {
        var el = onShell(e.target && e.target.closest && e.target.closest(CONTROL));
        if (el) kept.focus = describe(el);
      },
      true,
    );
  }

  function add(rel, href, as) {
    // The app's own chunk loader may have asked for it already (a route's chunk, once the entry
    // runs): a second link would cost the main thread as much again.
    if (document.querySelector('link[href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  var started = false;
  function start() {
    if (started || !bootData) return;
    started = true;
    // A page drawn by the server carries its answers in the document (#ssr-data).
    if (shell !== 'ssr') askReads();
    var boot = bootData;
    var files = boot.preload;
    // The hand-off's dashboard outline (/p?auth_token=…) opens the dashboard.
    var address = shell === 'dashboard' ? '/p/dashboard' : path;
    for (var i = 0; i < boot.routes.length; i++) {
      var pattern = new RegExp(boot.routes[i][0]);
      if (pattern.test(address) || pattern.test(address + query)) {
        files = files.concat(boot.routes[i][1]);
        break;
      }
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.entry;
    // The app did not load: a kept link opens its page the browser's way.
    script.onerror = function () {
      if (kept.done) return;
      kept.done = true;
      for (var k = 0; k < kept.actions.length; k++)
        if (kept.actions[k].target.href) return location.assign(kept.actions[k].target.href);
    };
    document.head.appendChild(script);
    // A preload link costs the main thread a little each (tens of ms for the whole list on a
    // phone): they go in slices of a few ms with a yield between them, not in one long task
    // while the shell is on screen.
    var j = 0;
    (function preload() {
      var until = Date.now() + 5;
      while (j < files.length && Date.now() < until) {
        if (/\.css$/.test(files[j])) add('preload', files[j], 'style');
        else add('modulepreload', files[j]);
        j++;
      }
      if (j < files.length) setTimeout(preload, 0);
    })();
  }
  // The page the server drew with its data (apps/api platform/document-render.ts, in the language
  // the document names): a signed-in page (the document cookie's session, the account's own view)
  // shown only to a tab that is signed in and not acting for a patient, a public page to anyone,
  // each only to a tab reading that language (the desk is in English only, whatever the portal's
  // choice); any other tab gets no shell, and the app draws it.
  function serverPageFits(kind) {
    try {
      if (kind !== 'public' && (!localStorage.getItem('portal.session') || sessionStorage.getItem('portal.actingFor')))
        return false;
      if (/^\/staff\//.test(path)) return !/[?&](auth_token|logout)=/.test(query);
      var chosen = localStorage.getItem('portal.language');
      return !chosen || chosen === document.documentElement.lang;
    } catch {
      return false;
    }
  }
  document.addEventListener('DOMContentLoaded', function () {
    var drawn = document.querySelector('.static-shell[data-ssr]');
    if (drawn) shell = serverPageFits(drawn.getAttribute('data-ssr')) ? 'ssr' : null;
    // Shown once the whole document is parsed, never a part of it: on a busy machine the parser
    // yields midway and the browser paints what it has, and the login page, centred on the
    // screen, then jumped as the rest of its form came in (a layout shift of 0.08 to 0.19).
    if (shell) document.documentElement.setAttribute('data-shell', shell);
    // A hidden tab paints nothing (no animation frame comes): start at once there too.
    if (!shell || document.visibilityState !== 'visible') return start();
    // Once the shell's first contentful paint has been shown (its paint entry comes after the
    // frame is presented), not merely after the next animation frame: a script asked for before
    // the paint is shown competes with it, and a phone's first paint then waits for the network
    //.
    try {
      new PerformanceObserver(function (list, observer) {
        var entries = list.getEntries();
        for (var i = 0; i < entries.length; i++) {
          if (entries[i].name !== 'first-contentful-paint') continue;
          observer.disconnect();
          return setTimeout(start, 0);
        }
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the frame after this one, which has painted the shell by then.
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
    // Should no paint be reported (frames stalled), the app starts anyway.
    setTimeout(start, 1000);
  });
})();
