// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomizationList } from './customization-list.tsx';

afterEach(cleanup);

describe("a line's personalisation", () => {
  it('names each priced entry with its price a bottle, and leaves free ones unpriced', () => {
    render(
      <CustomizationList
        charges={[
          { name: 'engraving', label: 'Engrave the bottle', value: 'For Meera', price: 199 },
          { name: 'cap', label: 'Cap finish', value: 'Gold', price: 0 },
          { name: 'addOn', label: 'Add-on', value: 'Gift wrap', price: 99 },
        ]}
        customization={[{ name: 'engraving', value: 'For Meera' }]}
      />,
    );
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Engrave the bottle: For Meera, +₹199 each', 'Cap finish: Gold', 'Add-on: Gift wrap, +₹99 each']);
    expect(screen.getByRole('list', { name: 'Personalisation' })).toBeTruthy();
  });

  it("shows an unpriced line's entries as sent (a frame), and nothing for a plain line", () => {
    const { container, rerender } = render(<CustomizationList customization={[{ name: 'mount', value: 'ivory' }]} />);
    expect(screen.getByRole('listitem').textContent).toBe('mount: ivory');
    rerender(<CustomizationList />);
    expect(container.innerHTML).toBe('');
  });
});
