import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartPage from './CartPage';
import { cartDetails, cartState, detailsAnswer, fakeApollo, renderWithCart, simpleItem } from './cart.testing';

const uid = (path: string) => btoa(path);

// Lines as Magento 2.4 answers them for a bundle, a downloadable product and a product with customizable options.
const bundleLine = simpleItem({
  __typename: 'BundleCartItem',
  uid: 'Mw==',
  quantity: 1,
  product: { ...simpleItem().product, uid: 'kit', name: 'Yoga Kit', sku: 'KIT-1', url_key: 'yoga-kit', url_suffix: '.html' },
  bundle_options: [
    { uid: uid('bundle/1'), label: 'Mat', values: [{ uid: uid('bundle/1/11/2'), label: 'Cork mat', quantity: 2 }] },
    { uid: uid('bundle/3'), label: 'Blocks', values: [{ uid: uid('bundle/3/31/1'), label: 'Cork block', quantity: 1 }] }
  ]
});
const ebookLine = simpleItem({
  __typename: 'DownloadableCartItem',
  uid: 'NA==',
  product: { ...simpleItem().product, uid: 'book', name: 'Cooking E-Book', sku: 'BOOK-1', url_key: 'cooking-e-book', url_suffix: '.html' },
  links: [
    { uid: uid('downloadable/1'), title: 'Breakfast' },
    { uid: uid('downloadable/2'), title: 'Dinner' }
  ]
});
const mugLine = simpleItem({
  uid: 'NQ==',
  product: { ...simpleItem().product, uid: 'mug', name: 'Engraved Mug', sku: 'MUG-1', url_key: 'mug-1', url_suffix: '.html' },
  customizable_options: [
    {
      customizable_option_uid: uid('custom-option/1'),
      label: 'Engraving',
      type: 'field',
      values: [{ customizable_option_value_uid: uid('custom-option/1'), label: '', value: 'For Ann' }]
    },
    {
      customizable_option_uid: uid('custom-option/4'),
      label: 'Box',
      type: 'radio',
      values: [{ customizable_option_value_uid: uid('custom-option/4/42'), label: 'Wooden box', value: '42' }]
    }
  ]
});
const details = cartDetails([bundleLine, ebookLine, mugLine, simpleItem()]);

describe('Cart lines with choices', () => {
  it('show their bundle selections, links and options, and "Edit" opens the product page with them chosen', async () => {
    const fake = fakeApollo({ GetCartDetails: detailsAnswer(details) });
    renderWithCart(<CartPage />, { cart: cartState({ details }), apollo: fake.apollo, path: '/cart' });
    const [bundle, ebook, mug, plain] = screen.getAllByRole('listitem');
    expect(within(bundle).getByText('Mat:').nextElementSibling).toHaveTextContent('2 x Cork mat');
    expect(within(bundle).getByText('Blocks:').nextElementSibling).toHaveTextContent('Cork block');
    expect(within(ebook).getByText('Breakfast, Dinner')).toBeInTheDocument();
    expect(within(mug).getByText('Engraving:').nextElementSibling).toHaveTextContent('For Ann');
    expect(within(mug).getByText('Box:').nextElementSibling).toHaveTextContent('Wooden box');
    // A line without choices has nothing to edit.
    expect(within(plain).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();

    const edit = within(mug).getByRole('link', { name: 'Edit Engraved Mug' });
    const search = new URLSearchParams(edit.getAttribute('href')!.split('?')[1]);
    expect(edit.getAttribute('href')).toMatch(/^\/mug-1\.html\?/);
    expect(search.getAll('option')).toEqual([uid('custom-option/4/42')]);
    expect(search.getAll('entered')).toEqual([`${uid('custom-option/1')}:For Ann`]);
    expect(search.get('quantity')).toBe('2');
    const bundleSearch = new URLSearchParams(within(bundle).getByRole('link', { name: 'Edit Yoga Kit' }).getAttribute('href')!.split('?')[1]);
    expect(bundleSearch.getAll('option')).toEqual([uid('bundle/1/11/2'), uid('bundle/3/31/1')]);

    await userEvent.click(edit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mug-1.html'));
  });
});
