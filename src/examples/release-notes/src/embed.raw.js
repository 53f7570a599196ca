// Served as text at {publicEndpoint}/embed.js: a script a site can include to show the latest version.
(function () {
  var badge = document.createElement('span');
  badge.textContent = 'Latest release: 2.4.0';
  document.currentScript.after(badge);
})();
