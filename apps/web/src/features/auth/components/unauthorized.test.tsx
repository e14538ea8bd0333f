import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { spyOnNavigation } from '@/testing/test-utils';
import { Unauthorized } from './unauthorized';

describe('Unauthorized', () => {
  it('says so and sends the browser to sign in (not to register) after 500 ms, coming back to this screen', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/orders?status=pending');
    const navigate = spyOnNavigation();
    render(<Unauthorized />);

    screen.getByRole('heading', { name: 'No autorizado' });
    screen.getByText('Iniciando sesión...');

    act(() => vi.advanceTimersByTime(499));
    expect(navigate).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/api/login?mode=login&next=%2Forders%3Fstatus%3Dpending');
  });

  it('does not redirect once the screen is gone', () => {
    vi.useFakeTimers();
    const navigate = spyOnNavigation();
    const { unmount } = render(<Unauthorized />);

    unmount();
    act(() => vi.advanceTimersByTime(1000));

    expect(navigate).not.toHaveBeenCalled();
  });
});
