import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addItemToCart } from '../../cart';
import { answerAddItemToCart } from '../../cart/cartEntryMock.testing';
import { leaveFirstPage, openFirstPage, settleFirstScreen } from '../../../lib/firstScreen.testing';
import { priceRange, renderCatalog } from '../catalog.testing';
import ProductPage from '../ProductPage';

jest.mock('../../pageHead/usePageTitle', () => ({ usePageTitle: jest.fn() }));
jest.mock('../../cart', () => jest.requireActual('../../cart/cartEntryMock.testing').cartEntryMock());

// Products as Magento 2.4's GraphQL answers them (uids are base64 of Magento's paths).
const uid = (path: string) => btoa(path);

const base = (typename: string, sku: string, name: string, price: number) => ({
  __typename: typename,
  uid: uid(`product/${sku}`),
  name,
  sku,
  url_key: sku.toLowerCase(),
  url_suffix: '.html',
  stock_status: 'IN_STOCK',
  meta_title: null,
  meta_description: null,
  description: null,
  short_description: null,
  small_image: null,
  media_gallery: [],
  price_range: priceRange(price),
  categories: [],
  related_products: [],
  price_tiers: [],
  options: []
});

const listed = (typename: string, id: number, values: Array<[number, string, number, string?]>) =>
  values.map(([valueId, title, price, type = 'FIXED']) => ({
    __typename: typename,
    uid: uid(`custom-option/${id}/${valueId}`),
    title,
    price,
    price_type: type,
    sort_order: valueId
  }));

const engraved = {
  ...base('SimpleProduct', 'MUG-1', 'Engraved Mug', 20),
  // As Magento answers it: the lowest price counts the required options' cheapest values ($5 engraving, $1 colour).
  price_range: priceRange(26),
  options: [
    {
      __typename: 'CustomizableFieldOption',
      uid: uid('custom-option/1'),
      title: 'Engraving',
      required: true,
      sort_order: 1,
      entry: { __typename: 'CustomizableFieldValue', price: 5, price_type: 'FIXED', max_characters: 10 }
    },
    {
      __typename: 'CustomizableAreaOption',
      uid: uid('custom-option/2'),
      title: 'Gift note',
      required: false,
      sort_order: 2,
      entry: { __typename: 'CustomizableAreaValue', price: 0, price_type: 'FIXED', max_characters: 100 }
    },
    {
      __typename: 'CustomizableDropDownOption',
      uid: uid('custom-option/3'),
      title: 'Finish',
      required: true,
      sort_order: 3,
      value: listed('CustomizableDropDownValue', 3, [
        [31, 'Matte', 0],
        [32, 'Gloss', 10, 'PERCENT']
      ])
    },
    {
      __typename: 'CustomizableRadioOption',
      uid: uid('custom-option/4'),
      title: 'Box',
      required: true,
      sort_order: 4,
      value: listed('CustomizableRadioValue', 4, [
        [41, 'Plain box', 0],
        [42, 'Wooden box', 7]
      ])
    },
    {
      __typename: 'CustomizableCheckboxOption',
      uid: uid('custom-option/5'),
      title: 'Extras',
      required: false,
      sort_order: 5,
      value: listed('CustomizableCheckboxValue', 5, [
        [51, 'Spoon', 3],
        [52, 'Coaster', 2]
      ])
    },
    {
      __typename: 'CustomizableMultipleOption',
      uid: uid('custom-option/6'),
      title: 'Colours',
      required: true,
      sort_order: 6,
      value: listed('CustomizableMultipleValue', 6, [
        [61, 'Red', 1],
        [62, 'Blue', 1]
      ])
    },
    {
      __typename: 'CustomizableDateOption',
      uid: uid('custom-option/7'),
      title: 'Delivery date',
      required: true,
      sort_order: 7,
      entry: { __typename: 'CustomizableDateValue', price: 0, price_type: 'FIXED', type: 'DATE' }
    }
  ]
};

const selection = (option: number, selectionId: number, label: string, price: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'BundleItemOption',
  uid: uid(`bundle/${option}/${selectionId}/1`),
  label,
  quantity: 1,
  can_change_quantity: false,
  is_default: false,
  position: selectionId,
  price,
  price_type: 'FIXED',
  product: { __typename: 'SimpleProduct', uid: uid(`product/${selectionId}`), stock_status: 'IN_STOCK', price_range: priceRange(price) },
  ...extra
});

const bundle = {
  ...base('BundleProduct', 'KIT-1', 'Yoga Kit', 0),
  dynamic_price: true,
  price_details: { __typename: 'PriceDetails', main_final_price: 0 },
  bundlePriceRange: {
    __typename: 'PriceRange',
    maximum_price: { __typename: 'ProductPrice', final_price: { __typename: 'Money', value: 130, currency: 'USD' } }
  },
  bundleItems: [
    {
      __typename: 'BundleItem',
      uid: uid('bundle/1'),
      title: 'Mat',
      required: true,
      type: 'select',
      position: 1,
      options: [
        selection(1, 11, 'Cork mat', 40, { is_default: true, can_change_quantity: true }),
        selection(1, 12, 'Foam mat', 25, { can_change_quantity: true }),
        selection(1, 13, 'Travel mat', 30, {
          product: { __typename: 'SimpleProduct', uid: 'x', stock_status: 'OUT_OF_STOCK', price_range: priceRange(30) }
        })
      ]
    },
    {
      __typename: 'BundleItem',
      uid: uid('bundle/2'),
      title: 'Strap',
      required: false,
      type: 'radio',
      position: 2,
      options: [selection(2, 21, 'Cotton strap', 8)]
    },
    {
      __typename: 'BundleItem',
      uid: uid('bundle/3'),
      title: 'Blocks',
      required: true,
      type: 'checkbox',
      position: 3,
      options: [selection(3, 31, 'Cork block', 12), selection(3, 32, 'Foam block', 6)]
    },
    {
      __typename: 'BundleItem',
      uid: uid('bundle/4'),
      title: 'Towels',
      required: false,
      type: 'multi',
      position: 4,
      options: [selection(4, 41, 'Hand towel', 5), selection(4, 42, 'Bath towel', 9)]
    }
  ]
};

const child = (sku: string, name: string, price: number, stock = 'IN_STOCK') => ({
  __typename: 'SimpleProduct',
  uid: uid(`product/${sku}`),
  sku,
  name,
  stock_status: stock,
  price_range: priceRange(price)
});
const grouped = {
  ...base('GroupedProduct', 'SET-1', 'Tea Set', 10),
  groupedItems: [
    { __typename: 'GroupedProductItem', position: 2, qty: 0, product: child('CUP-1', 'Cup', 10) },
    { __typename: 'GroupedProductItem', position: 1, qty: 1, product: child('POT-1', 'Teapot', 35) },
    { __typename: 'GroupedProductItem', position: 3, qty: 0, product: child('TRAY-1', 'Tray', 15, 'OUT_OF_STOCK') }
  ]
};

const ebook = {
  // Magento prices it from its cheapest link: its own $10 and the $4 link.
  ...base('DownloadableProduct', 'BOOK-1', 'Cooking E-Book', 14),
  links_purchased_separately: 1,
  links_title: 'Chapters',
  downloadable_product_links: [
    {
      __typename: 'DownloadableProductLinks',
      uid: uid('downloadable/1'),
      title: 'Breakfast',
      sort_order: 1,
      price: 4,
      sample_url: '/downloadable/sample/1'
    },
    { __typename: 'DownloadableProductLinks', uid: uid('downloadable/2'), title: 'Dinner', sort_order: 2, price: 6, sample_url: null }
  ],
  downloadable_product_samples: [
    { __typename: 'DownloadableProductSamples', title: 'Table of contents', sort_order: 1, sample_url: '/downloadable/sample/toc' }
  ]
};

const tiered = {
  ...base('SimpleProduct', 'SOCK-1', 'Running Socks', 10),
  price_tiers: [
    {
      __typename: 'TierPrice',
      quantity: 3,
      final_price: { __typename: 'Money', value: 8, currency: 'USD' },
      discount: { __typename: 'ProductDiscount', percent_off: 20 }
    },
    {
      __typename: 'TierPrice',
      quantity: 6,
      final_price: { __typename: 'Money', value: 7, currency: 'USD' },
      discount: { __typename: 'ProductDiscount', percent_off: 30 }
    }
  ]
};

function render(product: { url_key: string }, path = `/${product.url_key}.html`) {
  return renderCatalog(<ProductPage urlKey={product.url_key} />, {
    path,
    responses: {
      GetProductDetail: { data: { products: { __typename: 'Products', items: [product] } } },
      GetProductChoices: { data: { products: { __typename: 'Products', items: [product] } } }
    }
  });
}

const configured = () => screen.getByText('Price as configured:').parentElement;

describe('Product choices', () => {
  beforeEach(() => {
    jest.mocked(addItemToCart).mockReset();
    answerAddItemToCart(addItemToCart);
  });

  it('names each missing required option beside its field, focuses the first and sends nothing', async () => {
    await render(engraved);
    const addButton = await screen.findByRole('button', { name: 'Add to Cart' });
    await screen.findByLabelText(/Engraving/);
    await userEvent.click(addButton);

    const engraving = screen.getByRole('textbox', { name: /Engraving/ });
    expect(engraving).toHaveFocus();
    expect(engraving).toHaveAccessibleDescription('Please enter Engraving.');
    expect(screen.getByRole('combobox', { name: /Finish/ })).toHaveAccessibleDescription('Please choose Finish.');
    expect(screen.getByRole('group', { name: /Box/ })).toHaveAccessibleDescription('Please choose Box.');
    expect(screen.getByRole('listbox', { name: /Colours/ })).toHaveAccessibleDescription('Please choose Colours.');
    expect(screen.getByLabelText(/Delivery date/)).toHaveAccessibleDescription('Please enter Delivery date.');
    // Optional ones say nothing.
    expect(screen.getByRole('textbox', { name: /Gift note/ })).not.toHaveAccessibleDescription();
    expect(addItemToCart).not.toHaveBeenCalled();

    // Mended, a problem goes at once.
    await userEvent.type(engraving, 'Ann');
    expect(engraving).not.toHaveAccessibleDescription();
  });

  it('on a landing, holds the form’s place until the first screen has settled, then shows it whole', async () => {
    openFirstPage();
    try {
      const described = { ...engraved, description: { __typename: 'ComplexTextValue', html: '<p>Hand engraved.</p>' } };
      await render(described);
      expect(await screen.findByRole('heading', { level: 1, name: 'Engraved Mug' })).toBeInTheDocument();
      // Nothing of the form yet, so nothing moves when it comes: its choices, quantity, button and the description.
      expect(screen.getByRole('status', { name: 'Loading the choices' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
      expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
      expect(screen.queryByText('Hand engraved.')).toBeNull();

      settleFirstScreen();
      expect(await screen.findByRole('textbox', { name: /Engraving/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
      expect(await screen.findByText('Hand engraved.')).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading the choices' })).toBeNull();
    } finally {
      leaveFirstPage();
    }
  });

  it('sends every kind of customizable option as Magento encodes it, the price following the choices', async () => {
    await render(engraved);
    await screen.findByLabelText(/Engraving/);
    expect(configured()).toHaveTextContent('$20.00');

    await userEvent.type(screen.getByRole('textbox', { name: /Engraving/ }), 'For Ann');
    expect(configured()).toHaveTextContent('$25.00');
    await userEvent.type(screen.getByRole('textbox', { name: /Gift note/ }), 'Happy birthday');
    // A percent price is of the product's price: 10 % of $20.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Finish/ }), 'Gloss +$2.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Wooden box +$7.00' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Spoon +$3.00' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Coaster +$2.00' }));
    await userEvent.selectOptions(screen.getByRole('listbox', { name: /Colours/ }), ['Red +$1.00', 'Blue +$1.00']);
    const date = screen.getByLabelText(/Delivery date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-24');
    expect(configured()).toHaveTextContent('$41.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addItemToCart).toHaveBeenCalled());
    expect(addItemToCart).toHaveBeenCalledWith({
      sku: 'MUG-1',
      quantity: 1,
      selectedOptions: [
        uid('custom-option/3/32'),
        uid('custom-option/4/42'),
        uid('custom-option/5/51'),
        uid('custom-option/5/52'),
        uid('custom-option/6/61'),
        uid('custom-option/6/62')
      ],
      enteredOptions: [
        { uid: uid('custom-option/1'), value: 'For Ann' },
        { uid: uid('custom-option/2'), value: 'Happy birthday' },
        { uid: uid('custom-option/7'), value: '2026-12-24 00:00:00' }
      ],
      product: { name: 'Engraved Mug' }
    });
  });

  it('keeps a text within its maximum characters', async () => {
    await render(engraved);
    const engraving = await screen.findByRole('textbox', { name: /Engraving/ });
    expect(screen.getByText('Maximum 10 characters (10 left)')).toBeInTheDocument();
    await userEvent.type(engraving, 'Far too long a text');
    expect(screen.getByText('Maximum 10 characters (-9 left)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(engraving).toHaveAccessibleDescription('Engraving takes at most 10 characters.');
    expect(engraving).toHaveFocus();
    expect(addItemToCart).not.toHaveBeenCalled();
  });

  it('offers a bundle: defaults chosen, sold-out selections disabled, quantities where allowed, the price of the choice', async () => {
    await render(bundle);
    const mat = await screen.findByRole('combobox', { name: /Mat/ });
    expect(mat).toHaveDisplayValue('Cork mat +$40.00');
    expect(within(mat).getByRole('option', { name: 'Travel mat +$30.00 (out of stock)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    expect(configured()).toHaveTextContent('$40.00');

    // Blocks are required and nothing is chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('checkbox', { name: 'Cork block +$12.00' })).toHaveFocus();
    expect(screen.getByRole('group', { name: /Blocks/ })).toHaveAccessibleDescription('Please choose Blocks.');
    expect(addItemToCart).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Cork block +$12.00' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cotton strap +$8.00' }));
    await userEvent.selectOptions(screen.getByRole('listbox', { name: /Towels/ }), ['Bath towel +$9.00']);
    const matQuantity = screen.getByRole('spinbutton', { name: 'Quantity of Mat' });
    await userEvent.clear(matQuantity);
    await userEvent.type(matQuantity, '2');
    expect(configured()).toHaveTextContent('$109.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addItemToCart).toHaveBeenCalled());
    expect(addItemToCart).toHaveBeenCalledWith({
      sku: 'KIT-1',
      quantity: 1,
      // Magento reads a selection's quantity from its uid's last part.
      selectedOptions: [uid('bundle/1/11/2'), uid('bundle/2/21/1'), uid('bundle/3/31/1'), uid('bundle/4/42/1')],
      product: { name: 'Yoga Kit' }
    });
  });

  it('prices a fixed-price bundle from its own price, not from its cheapest configuration', async () => {
    const fixed = {
      ...base('BundleProduct', 'TEA-1', 'Tea Time Set', 69),
      dynamic_price: false,
      price_details: null,
      bundleItems: [
        {
          __typename: 'BundleItem',
          uid: uid('bundle/1'),
          title: 'Teapot',
          required: true,
          type: 'radio',
          position: 1,
          options: [selection(1, 1, 'Remy teapot', 0, { is_default: true }), selection(1, 2, 'Juno teapot', 8)]
        },
        {
          __typename: 'BundleItem',
          uid: uid('bundle/2'),
          title: 'Mugs',
          required: true,
          type: 'select',
          position: 2,
          options: [
            selection(2, 3, 'Alpine mug', 6, { is_default: true, quantity: 2, can_change_quantity: true }),
            selection(2, 4, 'Juno mug', 5, { quantity: 2, can_change_quantity: true })
          ]
        }
      ]
    };
    await render(fixed);
    await screen.findByRole('combobox', { name: /Mugs/ });
    // $69 is the cheapest configuration (two $5 mugs): the set's own price is $59; two $6 mugs make $71.
    expect(configured()).toHaveTextContent('$71.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Juno teapot +$8.00' }));
    expect(configured()).toHaveTextContent('$79.00');
  });

  it('adds a grouped product as its children, each in the quantity asked', async () => {
    await render(grouped);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent)
    ).toEqual(['Product NameQuantity', 'Teapot$35.00', 'Cup$10.00', 'Tray$15.00Out of stock']);
    // The page's own quantity is the children's.
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    const teapot = screen.getByRole('spinbutton', { name: 'Teapot' });
    expect(teapot).toHaveValue(1);
    await userEvent.clear(teapot);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Please specify the quantity of product(s).')).toBeInTheDocument();
    expect(teapot).toHaveFocus();
    expect(addItemToCart).not.toHaveBeenCalled();

    await userEvent.type(teapot, '1');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Cup' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Cup' }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addItemToCart).toHaveBeenCalled());
    expect(addItemToCart).toHaveBeenCalledWith({
      sku: 'SET-1',
      quantity: 5,
      children: [
        { sku: 'POT-1', quantity: 1 },
        { sku: 'CUP-1', quantity: 4 }
      ],
      product: { name: 'Tea Set' }
    });
  });

  it('offers a downloadable product’s links with their samples, and asks for one', async () => {
    await render(ebook);
    const chapters = await screen.findByRole('group', { name: /Chapters/ });
    expect(within(chapters).getByRole('link', { name: 'Sample Breakfast' })).toHaveAttribute('href', '/downloadable/sample/1');
    expect(screen.getByRole('link', { name: 'Table of contents' })).toHaveAttribute('href', '/downloadable/sample/toc');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(chapters).toHaveAccessibleDescription('Please specify product link(s).');
    expect(addItemToCart).not.toHaveBeenCalled();

    await userEvent.click(within(chapters).getByRole('checkbox', { name: 'Dinner +$6.00' }));
    expect(configured()).toHaveTextContent('$16.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addItemToCart).toHaveBeenCalled());
    expect(addItemToCart).toHaveBeenCalledWith({
      sku: 'BOOK-1',
      quantity: 1,
      selectedOptions: [uid('downloadable/2')],
      product: { name: 'Cooking E-Book' }
    });
  });

  it('shows tier offers, and the price follows the quantity into them', async () => {
    await render(tiered);
    expect(await screen.findByText('Buy 3 for $8.00 each and save 20%')).toBeInTheDocument();
    expect(screen.getByText('Buy 6 for $7.00 each and save 30%')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(configured()).toHaveTextContent('$8.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addItemToCart).toHaveBeenCalledWith({ sku: 'SOCK-1', quantity: 3, product: { name: 'Running Socks' } }));
  });

  it('opens with a cart line’s choices when its URL carries them', async () => {
    const search = new URLSearchParams([
      ['option', uid('custom-option/4/42')],
      ['option', uid('custom-option/3/31')],
      ['entered', `${uid('custom-option/1')}:For Bo`],
      ['quantity', '2']
    ]);
    await render(engraved, `/mug-1.html?${search}`);
    expect(await screen.findByRole('textbox', { name: /Engraving/ })).toHaveValue('For Bo');
    expect(screen.getByRole('combobox', { name: /Finish/ })).toHaveDisplayValue('Matte');
    expect(screen.getByRole('radio', { name: 'Wooden box +$7.00' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
  });
});
