import { tagAttribute, withResponsiveImages } from './responsiveImages';

describe('responsive CMS images', () => {
  it('gives sized media images a srcset of resized variants up to their own width, and sizes', () => {
    const html = withResponsiveImages('<p>Hi</p><img src="/media/wysiwyg/banner.jpg" alt="Spring" width="1600" height="640">');
    const tag = /<img[^>]*>/.exec(html)![0];
    expect(tagAttribute(tag, 'sizes')).toBe('(max-width: 1600px) 100vw, 1600px');
    const candidates = tagAttribute(tag, 'srcset')!.split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['160w', '320w', '640w', '960w', '1280w', '1600w']);
    expect(candidates[2]).toBe('/media/wysiwyg/banner.jpg?auto=webp&format=pjpg&width=640&fit=cover 640w');
    expect(html).toContain('&amp;width=640'); // escaped in the HTML, as the browser expects
    expect(tagAttribute(tag, 'src')).toBe('/media/wysiwyg/banner.jpg');
  });

  it('leaves images without a size, from elsewhere, or with their own srcset as they are', () => {
    for (const html of [
      '<img src="/media/a.jpg" alt="">',
      '<img src="https://cdn.example/a.jpg" width="800" height="400" alt="">',
      '<img src="/media/a.jpg" srcset="/media/a.jpg 1x" width="800" height="400" alt="">',
      '<img src="/media/a.jpg?width=640" width="800" height="400" alt="">'
    ]) {
      expect(withResponsiveImages(html)).toBe(html);
    }
  });

  it('reads 360 KB of unclosed image tags linearly, and still finds the image after them', () => {
    const unclosed = '<img src="/media/a.jpg" '.repeat(15_000);
    const html = withResponsiveImages(`${unclosed}<p><img src="/media/b.jpg" width="800" height="400" alt="">`);
    expect(html.startsWith(unclosed)).toBe(true);
    expect(html).toContain('<img srcset="/media/b.jpg?');
  });
});
