(() => {
  window.chatSyncAnalytics = { property: '<TRACKING_ID>' };
})();
