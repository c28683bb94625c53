// The API reference page (/docs/api): Redoc (a kept renderer, loaded on this page only and
// served from this site: no CDN) draws /api/openapi.json. Runs before Redoc's script.
(function () {
  // Redoc 2's menu footer shows its maker's logo from their CDN, with no option to turn it
  // off: the request is never made (the site's policy would refuse it anyway, and buyers'
  // browsers ask nothing of a third party here). The link's text stays.
  var fromRedocly = /^https:\/\/cdn\.redoc\.ly\//;
  var src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    enumerable: src.enumerable,
    get: src.get,
    set: function (value) {
      if (!fromRedocly.test(String(value))) src.set.call(this, value);
    },
  });
  var setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (this instanceof HTMLImageElement && name === 'src' && fromRedocly.test(String(value)))
      return;
    return setAttribute.call(this, name, value);
  };

  window.addEventListener('DOMContentLoaded', function () {
    var container = document.getElementById('reference');
    window.Redoc.init(
      '/api/openapi.json',
      {
        // Offline and private: no fonts fetched from elsewhere.
        theme: {
          typography: {
            fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
            headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
          },
        },
        hideDownloadButton: false,
        // Responses open when a reader asks: with every operation's 200 and 201 open the page
        // held 43,600 elements, collapsed 34,400, and axe took 6 s rather than 9 at each width.
        expandResponses: '',
        jsonSampleExpandLevel: 2,
        sortTagsAlphabetically: false,
      },
      container,
    );
  });
})();
