// Decides, before the first paint, whether the page's static shell (prerendered into index.html,
// hidden by default) fits this address: the sign-in page at /login, the signed-in portal at
// /p/<route> with a stored session, with the page itself on the first screens prerendered into
// it (SHELL_PAGES in src/app/prerender.tsx; a wizard resuming a draft, ?rid=, is not one of
// them: it shows "Restoring…" first), and the hand-off after sign-in or sign-up
// (/p?auth_token=…: the dashboard, or the frame when it leads to another page), which
// main-portal.tsx completes before React draws (issue 21). Public pages, sign-out and
// signed-out notices get no shell: React draws them from scratch.
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
      shell = /[?&]next=/.test(query) ? 'app' : 'dashboard';
      // Until the session exists, a link of the outline would open a page without one (and
      // send the new patient back to sign in): clicks and Enter on it do nothing meanwhile.
      document.addEventListener(
        'click',
        function (e) {
          var t = e.target;
          if (t && t.closest && t.closest('.static-shell')) e.preventDefault();
        },
        true,
      );
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

  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  var started = false;
  function start() {
    var data = document.getElementById('app-boot');
    if (started || !data) return;
    started = true;
    var boot = JSON.parse(data.textContent);
    var files = boot.preload;
    // The hand-off's dashboard outline (/p?auth_token=…) opens the dashboard.
    var address = shell === 'dashboard' ? '/p/dashboard' : path;
    for (var i = 0; i < boot.routes.length; i++) {
      if (new RegExp(boot.routes[i][0]).test(address)) {
        files = files.concat(boot.routes[i][1]);
        break;
      }
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.entry;
    document.head.appendChild(script);
    for (var j = 0; j < files.length; j++) {
      if (/\.css$/.test(files[j])) add('preload', files[j], 'style');
      else add('modulepreload', files[j]);
    }
  }
  document.addEventListener('DOMContentLoaded', function () {
    // Shown once the whole document is parsed, never a part of it: on a busy machine the parser
    // yields midway and the browser paints what it has, and the login page, centred on the
    // screen, then jumped as the rest of its form came in (a layout shift of 0.08 to 0.19).
    if (shell) document.documentElement.setAttribute('data-shell', shell);
    // A hidden tab paints nothing (no animation frame comes): start at once there too.
    if (!shell || document.visibilityState !== 'visible') return start();
    // The frame after this one: the shell has been painted by then.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    // Should frames stall, the app starts anyway.
    setTimeout(start, 100);
  });
})();
