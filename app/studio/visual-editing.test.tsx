import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { slider } from '../../blocks/slider';
import { VisualEditHarness, type HarnessHandle } from './visual-edit-harness';

const config = {
  ui: {
    sites: {
      homesite: {
        containers: [
          { type: 'slider', id: 'home-slider', props: {} },
          { type: 'welcome', id: 'welcome', props: {} },
          { type: 'counterBar', id: 'counter-bar', hideOn: ['xs'], props: { variant: 'default' } },
          { type: 'container', id: 'discover', props: { columns: { xs: 12, lg: 6 } }, blocks: [{ type: 'tagCloud', id: 'tag-cloud', props: {} }] },
        ],
      },
    },
  },
};

type Loose = any;

async function open(selected: string | null = null) {
  const handle: { current: HarnessHandle | null } = { current: null };
  await renderWithApp(<VisualEditHarness initial={config} selected={selected} handle={handle} />);
  const doc = (): Loose => JSON.parse(handle.current!.state().doc.toString());
  const home = () => (doc().ui.sites.homesite.containers as { id: string }[]).map((entry) => entry.id);
  return { handle, doc, home };
}

const form = () => within(screen.getByRole('form'));
const outline = () => within(screen.getByRole('region', { name: 'Outline' }));

describe('the props form', () => {
  it('writes a German slide title into the document, starting from the default slides', async () => {
    const { doc, handle } = await open('/ui/sites/homesite/containers/0');
    expect(screen.getByRole('form', { name: 'Properties of Slider' })).toBeInTheDocument();
    const slides = within(form().getByRole('list', { name: 'Slides' }));
    // The first slide is open; its title has a tab per locale.
    const title = within(slides.getAllByRole('group', { name: 'Title' })[0]!);
    fireEvent.click(title.getByRole('tab', { name: 'de_DE' }));
    const field = title.getByRole('textbox', { name: 'Title (de_DE)' });
    expect(field).toHaveValue('Nur Frauen');
    fireEvent.change(field, { target: { value: 'Nur für Frauen' } });

    const written = doc().ui.sites.homesite.containers[0].props;
    // Only the prop that changed is written: the slides (copied from the default), not ratio or autoplay.
    expect(Object.keys(written)).toEqual(['slides']);
    expect(written.slides[0].title).toEqual({ ...slider.defaults.slides[0]!.title as object, de_DE: 'Nur für Frauen' });
    expect(written.slides).toHaveLength(3);
    // One undo step takes it back.
    act(() => handle.current!.undo());
    expect(doc().ui.sites.homesite.containers[0].props).toEqual({});
  });

  it('shows defaults as placeholders, and sets an enum with a select and a number within its bounds', async () => {
    const { doc } = await open('/ui/sites/homesite/containers/0');
    const ratio = form().getByRole('combobox', { name: 'Ratio' });
    expect(ratio).toHaveDisplayValue('Default (12:5)');
    fireEvent.change(ratio, { target: { value: '"16:9"' } });
    expect(doc().ui.sites.homesite.containers[0].props).toEqual({ ratio: '16:9' });
    const autoplay = form().getByRole('spinbutton', { name: 'Autoplay ms' });
    expect(autoplay).toHaveAttribute('placeholder', '4000');
    expect(autoplay).toHaveAttribute('max', '60000');
    fireEvent.change(autoplay, { target: { value: '2500' } });
    expect(doc().ui.sites.homesite.containers[0].props).toEqual({ ratio: '16:9', autoplayMs: 2500 });
    // Back to the default: the prop leaves the document.
    fireEvent.change(ratio, { target: { value: '' } });
    expect(doc().ui.sites.homesite.containers[0].props).toEqual({ autoplayMs: 2500 });
  });

  it('adds, removes and reorders slides', async () => {
    const { doc } = await open('/ui/sites/homesite/containers/0');
    const titles = () => (doc().ui.sites.homesite.containers[0].props.slides as { title: { en_US: string } }[]).map((slide) => slide.title.en_US);
    fireEvent.click(form().getByRole('button', { name: 'Move Slide 2: Exclusive content mega site up' }));
    expect(titles()).toEqual(['Exclusive content mega site', 'Girls only', 'Pure emotions without restraint']);
    fireEvent.click(form().getByRole('button', { name: 'Remove Slide 3: Pure emotions without restraint' }));
    expect(titles()).toEqual(['Exclusive content mega site', 'Girls only']);
    fireEvent.click(form().getByRole('button', { name: 'Add slide' }));
    expect(titles()).toEqual(['Exclusive content mega site', 'Girls only', 'Girls only']);
    // The schema's minimum of one slide: the last one cannot be removed.
    fireEvent.click(form().getByRole('button', { name: /^Remove Slide 3/ }));
    fireEvent.click(form().getByRole('button', { name: /^Remove Slide 2/ }));
    expect(form().getByRole('button', { name: /^Remove Slide 1/ })).toBeDisabled();
  });

  it('toggles a boolean with a switch and edits the shared entry settings', async () => {
    const { doc } = await open('/ui/sites/homesite/containers/3');
    const fluid = form().getByRole('switch', { name: 'Fluid' });
    expect(fluid).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(fluid);
    expect(doc().ui.sites.homesite.containers[3].props).toEqual({ fluid: true, columns: { xs: 12, lg: 6 } });
    expect(form().getByRole('switch', { name: 'Fluid' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(within(form().getByRole('group', { name: 'Hide on' })).getByRole('checkbox', { name: 'md' }));
    expect(doc().ui.sites.homesite.containers[3].hideOn).toEqual(['md']);
    fireEvent.change(form().getByRole('combobox', { name: 'Spacing' }), { target: { value: '"large"' } });
    expect(doc().ui.sites.homesite.containers[3].spacing).toBe('large');
  });
});

describe('the outline', () => {
  it('lists the layout with containers nested and hidden-on badges, and selects a block', async () => {
    await open();
    const rows = outline()
      .getAllByRole('button', { pressed: false })
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Slider slider#home-slider',
      'Welcome welcome#welcome',
      'Counter bar counterBar#counter-barhidden on xs',
      'Container container#discover',
      'Tag cloud tagCloud#tag-cloud',
    ]);
    fireEvent.click(outline().getByRole('button', { name: /^Counter bar/ }));
    expect(outline().getByRole('button', { name: /^Counter bar/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('form', { name: 'Properties of Counter bar' })).toBeInTheDocument();
  });

  it('duplicates and deletes a row', async () => {
    const { home, doc } = await open();
    fireEvent.click(outline().getByRole('button', { name: 'Duplicate Welcome “welcome”' }));
    expect(home()).toEqual(['home-slider', 'welcome', 'welcome-copy', 'counter-bar', 'discover']);
    fireEvent.click(outline().getByRole('button', { name: 'Delete Tag cloud “tag-cloud”' }));
    expect(doc().ui.sites.homesite.containers[4].blocks).toEqual([]);
  });

  it('moves the chosen row with Alt+arrow keys, and undo puts it back', async () => {
    const { home, handle } = await open();
    const counter = outline().getByRole('button', { name: /^Counter bar/ });
    fireEvent.keyDown(counter, { key: 'ArrowUp', altKey: true });
    expect(home()).toEqual(['home-slider', 'counter-bar', 'welcome', 'discover']);
    fireEvent.keyDown(outline().getByRole('button', { name: /^Counter bar/ }), { key: 'ArrowUp', altKey: true });
    expect(home()).toEqual(['counter-bar', 'home-slider', 'welcome', 'discover']);
    act(() => handle.current!.undo());
    expect(home()).toEqual(['home-slider', 'counter-bar', 'welcome', 'discover']);
    act(() => handle.current!.redo());
    expect(home()).toEqual(['counter-bar', 'home-slider', 'welcome', 'discover']);
  });
});
