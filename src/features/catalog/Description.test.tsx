import { screen } from '@testing-library/react';
import { renderCatalog } from './catalog.testing';
import { shellConfigResponse } from '../../app/shell.testing';
import Description from './Description';

const shellConfig = shellConfigResponse({
  store_name: 'Luma',
  copyright: null,
  secure_base_media_url: 'https://magento.example.com/pub/media/',
  base_media_url: 'https://magento.example.com/pub/media/',
  secure_base_link_url: 'https://magento.example.com/',
  base_link_url: 'https://magento.example.com/'
});

describe('a category or product description', () => {
  it("shows images from the shop's media base URL through our /media and links to its pages in the app", async () => {
    await renderCatalog(
      <Description
        html={
          '<p><img src="https://magento.example.com/pub/media/wysiwyg/care.jpg" alt="Care"> ' +
          '<a href="http://magento.example.com/customer-service">Care guide</a> <a href="https://elsewhere.example/x">Away</a></p>'
        }
      />,
      { responses: { GetShellConfig: shellConfig } }
    );
    expect(await screen.findByRole('img', { name: 'Care' })).toHaveAttribute('src', '/media/wysiwyg/care.jpg');
    expect(screen.getByRole('link', { name: 'Care guide' })).toHaveAttribute('href', '/customer-service');
    expect(screen.getByRole('link', { name: 'Away' })).toHaveAttribute('href', 'https://elsewhere.example/x');
  });
});
