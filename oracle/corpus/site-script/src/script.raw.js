(function (w, d, trackingId) {
  const GRANTED_COOKIE = '__gitbook_cookie_granted';
  const granted = d.cookie.split(';').some((part) => part.trim() === `${GRANTED_COOKIE}=yes`);
  if (!granted) return;
  w.analyticsQueue = w.analyticsQueue || [];
  w.analyticsQueue.push(['init', trackingId]);
  const tag = d.createElement('script');
  tag.async = true;
  tag.src = `https://cdn.analytics.example/tag.js?id=${trackingId}`;
  d.head.appendChild(tag);
})(window, document, '<TO_REPLACE>');
