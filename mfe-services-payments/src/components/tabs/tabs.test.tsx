import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { panelOrder, Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { key: 'first', label: 'First', panel: <p>First panel</p> },
  {
    key: 'second',
    label: 'Second',
    panel: (
      <label>
        Name
        <input />
      </label>
    ),
  },
  { key: 'third', label: 'Third', panel: <p>Third panel</p> },
];

function setup(defaultKey?: string) {
  const user = userEvent.setup();
  render(<Tabs label="Examples" items={items} defaultKey={defaultKey} />);
  return { user };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('shows a named tab list with the first tab selected and its panel', () => {
    setup();
    const list = screen.getByRole('tablist', { name: 'Examples' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['First', 'Second', 'Third']);
    expect(selectedTab()).toHaveAccessibleName('First');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('First');
    expect(panel).toHaveTextContent('First panel');
    expect(tab('First')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('Third panel')).not.toBeVisible();
  });

  it('holds every panel, each under a heading with its tab’s words that only a browser without script shows', () => {
    const { container } = render(<Tabs label="Examples" items={items} />);
    const panels = Array.from(container.querySelectorAll('[role="tabpanel"]'));
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(panels.map((panel) => panel.querySelector('h2')?.textContent)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(container.querySelectorAll('h2[hidden]')).toHaveLength(3);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('Third panel');
  });

  it('puts the panel selected at first before the others, and keeps the panels where they are', async () => {
    const { user } = setup('third');
    const order = () =>
      screen
        .getAllByRole('tabpanel', { hidden: true })
        .map((panel) => panel.querySelector('h2')?.textContent);
    expect(order()).toEqual(['Third', 'First', 'Second']);
    await user.click(tab('First'));
    expect(order()).toEqual(['Third', 'First', 'Second']);
    // The tabs keep the list's order.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['First', 'Second', 'Third']);
  });

  it('starts on the default tab when one is given', () => {
    setup('third');
    expect(selectedTab()).toHaveAccessibleName('Third');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third panel');
  });

  it('selects a tab on click and shows only its panel', async () => {
    const { user } = setup();
    await user.click(tab('Third'));
    expect(selectedTab()).toHaveAccessibleName('Third');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toHaveTextContent('Third panel');
    expect(screen.queryByText('First panel')).not.toBeVisible();
  });

  it('puts only the selected tab in the Tab order, then the panel', async () => {
    const { user } = setup();
    await user.tab();
    expect(tab('First')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('First')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Second')).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('Second');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('First')).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('First');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Third')).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('Third');
  });

  it('goes to the first tab with Home and the last with End', async () => {
    const { user } = setup('second');
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Third')).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('Third');
    await user.keyboard('{Home}');
    expect(tab('First')).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('First');
  });

  it('leaves Alt+Arrow to the browser', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(tab('First')).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('First');
  });

  it('keeps what the visitor typed when they switch away and back', async () => {
    const { user } = setup();
    await user.click(tab('Second'));
    await user.type(screen.getByLabelText('Name'), 'Marge');
    await user.click(tab('First'));
    await user.click(tab('Second'));
    expect(screen.getByLabelText('Name')).toHaveValue('Marge');
  });
});

describe('panelOrder', () => {
  it('leads with the given panel and keeps the others in order', () => {
    expect(panelOrder(items, 'second').map((item) => item.key)).toEqual(['second', 'first', 'third']);
    expect(panelOrder(items, 'first').map((item) => item.key)).toEqual(['first', 'second', 'third']);
  });

  it('keeps the order when no panel has the key', () => {
    expect(panelOrder(items, 'none').map((item) => item.key)).toEqual(['first', 'second', 'third']);
  });
});
