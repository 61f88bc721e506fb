import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '../../components/Toast/useToasts';
import { useErrorText } from '../../lib/useErrorText';
import { useAppDispatch } from '../../store/hooks';
import { addItemToCart, type AddItemToCartPayload } from '../cart';

/** Adds an item through the cart's thunk with a busy flag and a success or failure toast. */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const { addToast } = useToasts();
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  const [isAdding, setIsAdding] = useState(false);

  const addToCart = useCallback(
    async (request: AddItemToCartPayload) => {
      setIsAdding(true);
      try {
        await dispatch(addItemToCart(request));
        addToast({
          type: 'success',
          message: formatMessage(
            { id: 'addToCart.success', defaultMessage: 'You added {name} to your cart.' },
            { name: request.product?.name ?? request.sku }
          ),
          timeout: 5000
        });
        return true;
      } catch (error) {
        addToast({
          type: 'error',
          message: errorText(
            error,
            (failure) =>
              (failure as { message?: string } | undefined)?.message ||
              formatMessage({ id: 'addToCart.failure', defaultMessage: 'The item could not be added to your cart.' })
          ),
          dismissable: true,
          timeout: 15000
        });
        return false;
      } finally {
        setIsAdding(false);
      }
    },
    [addToast, dispatch, errorText, formatMessage]
  );

  return { addToCart, isAdding };
}
