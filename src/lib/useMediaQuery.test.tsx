import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FALLBACK_WINDOW_SIZE, matchesWindowSize, SMALL_SCREEN_QUERY, useMediaQuery } from './useMediaQuery';

function Matches({ query }: { query: string }) {
  return <p>{`${query}: ${useMediaQuery(query) ? 'matches' : 'no match'}`}</p>;
}

describe('useMediaQuery without a window to measure (§9 fallback 1080×1920)', () => {
  beforeEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('answers as for a 1080 px wide, 1920 px high window', () => {
    expect(FALLBACK_WINDOW_SIZE).toEqual({ width: 1080, height: 1920 });
    render(
      <>
        <Matches query="(min-width: 1024px)" />
        <Matches query={SMALL_SCREEN_QUERY} />
        <Matches query="(min-width: 641px) and (max-height: 1920px)" />
        <Matches query="(min-width: 1280px)" />
      </>
    );
    expect(screen.getByText('(min-width: 1024px): matches')).toBeInTheDocument();
    expect(screen.getByText('(max-width: 640px): no match')).toBeInTheDocument();
    expect(screen.getByText('(min-width: 641px) and (max-height: 1920px): matches')).toBeInTheDocument();
    expect(screen.getByText('(min-width: 1280px): no match')).toBeInTheDocument();
  });

  it('renders on a server as for that window too', () => {
    expect(renderToString(<Matches query="(min-width: 1024px)" />)).toContain('matches');
    expect(renderToString(<Matches query={SMALL_SCREEN_QUERY} />)).toContain('no match');
  });

  it('does not guess at features it cannot judge', () => {
    expect(matchesWindowSize('(orientation: portrait)')).toBe(false);
    expect(matchesWindowSize('(min-width: 40em)')).toBe(false);
  });

  it('follows the real window when matchMedia exists', () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === SMALL_SCREEN_QUERY,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn()
    })) as unknown as typeof window.matchMedia;
    render(<Matches query={SMALL_SCREEN_QUERY} />);
    expect(screen.getByText('(max-width: 640px): matches')).toBeInTheDocument();
  });
});
