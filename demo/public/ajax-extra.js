// Loaded by the add_js command on /widgets/ajax.
const box = document.getElementById('add-js-box');
if (box) {
  const script = document.querySelector('script[src="/demo-assets/ajax-extra.js"]');
  box.textContent = `ajax-extra.js ran (data-demo="${script?.getAttribute('data-demo')}").`;
}
