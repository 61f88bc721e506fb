import { fireEvent, render, screen } from '@testing-library/react';
import { HELD_IMAGE_SRC } from '../../lib/firstScreen';
import { leaveFirstPage, openFirstPage, settleFirstScreen } from '../../lib/firstScreen.testing';
import Image from './Image';

describe('Image', () => {
  beforeEach(() => window.localStorage.clear());

  it('sets width, height, a resized src and a srcset over the §9 widths, lazily', () => {
    render(<Image resource="/a/b/dress.jpg" alt="Dress" width={320} />);
    const image = screen.getByRole('img', { name: 'Dress' });
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('src')).toBe('/media/catalog/product/a/b/dress.jpg?auto=webp&format=pjpg&width=320&height=400&fit=cover');
    const srcSet = image.getAttribute('srcset') ?? '';
    for (const width of [40, 80, 160, 320, 640, 960, 1280, 1600, 2560]) expect(srcSet).toContain(` ${width}w`);
  });

  it('loads a priority image eagerly with high fetch priority and keeps png as png', () => {
    render(<Image resource="http://shop.test/media/attribute/swatch/red.png" type="image-swatch" alt="Red" width={40} ratio={1} priority />);
    const image = screen.getByRole('img', { name: 'Red' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('height', '40');
    expect(image.getAttribute('src')).toBe('/media/attribute/swatch/red.png?auto=webp&format=png&width=40&height=40&fit=cover');
  });

  it('fades in once loaded', () => {
    render(<Image resource="/x.jpg" alt="X" width={80} className="thumb" />);
    const image = screen.getByRole('img', { name: 'X' });
    expect(image).toHaveClass('thumb');
    expect(image).not.toHaveClass('loaded');
    fireEvent.load(image);
    expect(image).toHaveClass('loaded');
  });

  it('shows a priority image at once, without the fade', () => {
    render(<Image resource="/hero.jpg" alt="Hero" width={640} priority />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveClass('loaded');
  });

  describe('on the first page, before its first screen has settled', () => {
    beforeEach(openFirstPage);
    afterEach(leaveFirstPage);

    it('holds a lazy image back until then, keeping its size', () => {
      render(<Image resource="/a/b/dress.jpg" alt="Dress" width={320} />);
      const image = screen.getByRole('img', { name: 'Dress' });
      expect(image).toHaveAttribute('src', HELD_IMAGE_SRC);
      expect(image).not.toHaveAttribute('srcset');
      expect(image).toHaveAttribute('height', '400');
      settleFirstScreen();
      expect(image.getAttribute('src')).toBe('/media/catalog/product/a/b/dress.jpg?auto=webp&format=pjpg&width=320&height=400&fit=cover');
      expect(image.getAttribute('srcset')).toContain(' 640w');
    });

    it('asks for a priority image at once', () => {
      render(<Image resource="/hero.jpg" alt="Hero" width={640} priority />);
      expect(screen.getByRole('img', { name: 'Hero' }).getAttribute('src')).toMatch(/^\/media\/catalog\/product\/hero\.jpg\?/);
    });

    it("counts the real image's load for the fade, not the stand-in's", () => {
      render(<Image resource="/a/b/dress.jpg" alt="Dress" width={320} />);
      const image = screen.getByRole('img', { name: 'Dress' });
      fireEvent.load(image);
      expect(image).not.toHaveClass('loaded');
    });
  });
});
