// Decides, before the first paint, whether the page's static shell (prerendered into index.html,
// hidden by default) fits this address: the sign-in page at /login, the signed-in portal at
// /p/<route> with a stored session (the dashboard's content only on /p/dashboard), and the
// hand-off after sign-in or sign-up (/p?auth_token=…: the dashboard, or the frame when it leads to
// another page), which main-portal.tsx completes before React draws (issue 21). Public pages,
// sign-out and signed-out notices get no shell: React draws them from scratch.
// A classic script of its own because the Content-Security-Policy allows no inline script.
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
      document.addEventListener('click', function (e) {
        var t = e.target;
        if (t && t.closest && t.closest('.static-shell')) e.preventDefault();
      }, true);
    }
  } else if (/^\/p\/[^/]/.test(path) && !/[?&](auth_token|logout)=/.test(query)) {
    try {
      if (localStorage.getItem('portal.session')) shell = /^\/p\/dashboard\/?$/.test(path) ? 'dashboard' : 'app';
    } catch {
      /* no storage: no shell */
    }
  }
  if (shell) document.documentElement.setAttribute('data-shell', shell);
})();
