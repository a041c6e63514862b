// @vitest-environment happy-dom
// A data page's island keeps the elements of its view without data once it knows there is
// none: the button a parent pressed before hydration is the one still on the page, so the
// held press can be replayed on it (client-intent's holdPresses).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { untilDataKnown } from '../../../../src/islands/parts/until-data-known';

function Island({ known }: { known: boolean }) {
  const invitation = <button type="button">Sign in</button>;
  if (!known) return untilDataKnown(invitation, <p>Loading…</p>);
  return <div>{invitation}</div>;
}

afterEach(cleanup);

describe('untilDataKnown', () => {
  it('holds both views, each marked for the page head style', () => {
    const { container } = render(<Island known={false} />);
    expect(container.querySelector('[data-when-no-data] button')?.textContent).toBe('Sign in');
    expect(container.querySelector('[data-when-data]')?.textContent).toBe('Loading…');
  });

  it('keeps the view without data, element for element, once the island knows there is none', () => {
    const { rerender, container } = render(<Island known={false} />);
    const pressed = screen.getByRole('button', { name: 'Sign in' });
    act(() => rerender(<Island known />));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBe(pressed);
    expect(pressed.isConnected).toBe(true);
    expect(container.querySelector('[data-when-data]')).toBeNull();
  });
});
