// The page's side of the guide's own block (docs/template-guide.md, "A block of your own"): the
// small definitions the runtime holds until a block or controller of the kind is on the page.
// The code is the guide-rating pack (guide-rating-pack.js), which the page includes before this
// file, so that the runtime knows the pack before anything names it.
window.SiteRuntime?.registerBlock({
  name: 'guide-rating',
  priority: 'visible',
  pack: 'guide-rating',
});
window.SiteRuntime?.registerController({ name: 'GuideRatingSummary', pack: 'guide-rating' });
