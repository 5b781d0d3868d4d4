/* global window */
// Completes a silent sign-in: the provider redirected this hidden frame here with its answer
// in the address; pass the address to the app (oidc-client-ts IFrameWindow listens for this
// message shape from its own origin).
(function () {
  var parent = window.parent;
  if (!parent || parent === window) return;
  parent.postMessage(
    { source: 'oidc-client', url: window.location.href, keepOpen: false },
    window.location.origin,
  );
})();
