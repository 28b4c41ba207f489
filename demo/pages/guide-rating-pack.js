// The guide-rating pack of the template author's guide (docs/template-guide.md): a pack of the
// template's own, served beside the page. The runtime starts it when the page has a rating block
// or a GuideRatingSummary element; it then registers their whole definitions.
window.SiteRuntime?.registerPack(
  'guide-rating',
  [],
  () => {
    const runtime = window.SiteRuntime;
    const CHANGE = 'guide-rating:change';
    const STEP_KEYS = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

    /** The block's data; a throw skips the block, and blocks() gives the message as the reason. */
    function readRating(element) {
      const { label, max, value } = JSON.parse(element.getAttribute('data-block-json') ?? '{}');
      if (typeof label !== 'string' || label.trim() === '') throw new Error('No label');
      if (!Number.isInteger(max) || max < 2 || max > 10) throw new Error('max: 2 to 10');
      if (!Number.isInteger(value) || value < 1 || value > max) throw new Error('value: 1 to max');
      return { label: label.trim(), max, value };
    }

    function attachRating({ element, data, id, server, signal }) {
      const label = document.createElement('p');
      label.id = `${id}-label`;
      label.className = 'guide-rating__label';
      label.textContent = data.label;
      const slider = document.createElement('div');
      slider.className = 'guide-rating__stars';
      slider.tabIndex = 0;
      slider.setAttribute('role', 'slider');
      slider.setAttribute('aria-labelledby', label.id);
      slider.setAttribute('aria-valuemin', '1');
      slider.setAttribute('aria-valuemax', String(data.max));
      const stars = Array.from({ length: data.max }, (_, index) => {
        const star = document.createElement('span');
        star.className = 'guide-rating__star';
        star.dataset.value = String(index + 1);
        star.textContent = '★';
        return star;
      });
      slider.append(...stars);

      let value = data.value;
      const show = (next) => {
        value = Math.min(data.max, Math.max(1, next));
        slider.setAttribute('aria-valuenow', String(value));
        slider.setAttribute('aria-valuetext', `${value} of ${data.max} stars`);
        stars.forEach((star, index) =>
          star.classList.toggle('guide-rating__star--on', index < value),
        );
        element.dispatchEvent(new CustomEvent(CHANGE, { bubbles: true }));
      };
      slider.addEventListener(
        'keydown',
        (event) => {
          if (event.altKey || event.ctrlKey || event.metaKey) return;
          const next =
            event.key in STEP_KEYS
              ? value + STEP_KEYS[event.key]
              : { Home: 1, End: data.max }[event.key];
          if (next === undefined) return;
          event.preventDefault(); // the page would scroll
          show(next);
        },
        { signal },
      );
      slider.addEventListener(
        'click',
        (event) => {
          const star = event.target.closest('.guide-rating__star');
          if (star) show(Number(star.dataset.value));
        },
        { signal },
      );

      // The server's sentence leaves the view (unmount brings it back); the slider takes its place.
      server.stash();
      server.add(label, server.container);
      server.add(slider, server.container);
      show(value);
    }

    /** The template's summary: how many ratings the page has, and their average. */
    function attachSummary({ element, server, signal }) {
      const summarise = () => {
        const sliders = Array.from(
          document.querySelectorAll('.sqs-block-guide-rating [role="slider"]'),
        );
        const total = sliders.reduce(
          (sum, slider) => sum + Number(slider.getAttribute('aria-valuenow')),
          0,
        );
        const average = sliders.length > 0 ? (total / sliders.length).toFixed(1) : '0';
        server.replaceContent(element, `${sliders.length} ratings, ${average} stars on average.`);
      };
      server.setAttribute(element, 'role', 'status');
      document.addEventListener(CHANGE, summarise, { signal });
      summarise();
    }

    runtime.registerBlock({
      name: 'guide-rating',
      readData: readRating,
      attach: attachRating,
    });
    runtime.registerController({ name: 'GuideRatingSummary', attach: attachSummary });
  },
  {
    css: `.guide-rating__label { margin: 0 0 0.25rem; font-weight: 600; }
.guide-rating__stars { display: inline-flex; gap: 0.25rem; font-size: 1.75rem; cursor: pointer; }
.guide-rating__star { color: #5c6470; }
.guide-rating__star--on { color: #8a5a00; }`,
  },
);
