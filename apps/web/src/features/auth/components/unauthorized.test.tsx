import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { spyOnNavigation } from '@/testing/test-utils';
import { Unauthorized } from './unauthorized';

describe('Unauthorized', () => {
  it('says so and sends the browser to /api/login after 500 ms', () => {
    vi.useFakeTimers();
    const navigate = spyOnNavigation();
    render(<Unauthorized />);

    screen.getByRole('heading', { name: 'No autorizado' });
    screen.getByText('Iniciando sesión...');

    act(() => vi.advanceTimersByTime(499));
    expect(navigate).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/api/login');
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
