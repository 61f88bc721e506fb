import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from '../../../lib/useForm';
import { isRequired } from '../../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCartDetails, selectCartSummary } from '../cartSelectors';
import type { EstimatedMethod, EstimatedTotals } from './estimateTypes';
import {
  estimateShippingMethods,
  estimateTotals,
  fetchEstimateRegions,
  rememberShippingEstimate,
  savedShippingEstimate,
  type EstimateDestination,
  type EstimateRegion
} from './shippingEstimateThunks';

/** The checkout ships to the US only (§9), so the estimate does too. */
const ESTIMATE_COUNTRY_ID = 'US';

// The same rules as checkout's address form (§5): a state and a ZIP code are required.
const VALIDATORS = { region_code: isRequired, postcode: isRequired };

export const estimatedMethodKey = (method: Pick<EstimatedMethod, 'carrier_code' | 'method_code'>) => `${method.carrier_code}|${method.method_code}`;

export type EstimateStatus = 'idle' | 'loading' | 'done' | 'failed';

function destinationOf(values: { region_code: string; postcode: string }, regions: readonly EstimateRegion[]): EstimateDestination {
  const region = regions.find((candidate) => candidate.code === values.region_code);
  return {
    country_id: ESTIMATE_COUNTRY_ID,
    region_code: values.region_code,
    postcode: values.postcode.trim(),
    ...(region ? { region_id: region.id, region: region.name } : {})
  };
}

interface EstimateRequest {
  /** Counts the shopper's requests: asking again for the same destination asks the shop again. */
  id: number;
  destination: EstimateDestination;
  /** The method to choose when offered (the one chosen before), else the first offered is. */
  preferred: string;
}

interface EstimateResult {
  /** The request and cart state it answers (see `answerKey`). */
  key: string;
  methods: EstimatedMethod[];
  choice: string;
  totals: EstimatedTotals | null;
  failed: boolean;
}

/**
 * The cart page's "Estimate Shipping and Tax" (as Magento's cart offers it): a state and ZIP code give the shop's
 * methods for the cart (REST estimate-shipping-methods); the method chosen gives the totals (totals-information),
 * handed to the summary through `onTotals`. The cart's own address is never set. What was estimated is remembered
 * (browser storage) for the next visit and for checkout, and asked again whenever the cart changes.
 */
export function useShippingEstimate(onTotals: (totals: EstimatedTotals | null) => void) {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const [regions, setRegions] = useState<EstimateRegion[]>([]);
  const summary = useAppSelector(selectCartSummary);
  const grandTotal = useAppSelector(selectCartDetails).prices?.grand_total?.value;
  const taxTitle = formatMessage({ id: 'cart.estimate.tax', defaultMessage: 'Tax' });
  const requests = useRef(0);
  // A remembered estimate is asked again at once (its region id was kept with it).
  const [request, setRequest] = useState<EstimateRequest | null>(() => {
    const saved = dispatch(savedShippingEstimate());
    if (!saved) return null;
    return {
      id: 0,
      destination: {
        country_id: ESTIMATE_COUNTRY_ID,
        region_code: saved.region_code,
        postcode: saved.postcode,
        ...(saved.region_id ? { region_id: saved.region_id } : {})
      },
      preferred: saved.carrier_code && saved.method_code ? `${saved.carrier_code}|${saved.method_code}` : ''
    };
  });
  const [result, setResult] = useState<EstimateResult | null>(null);
  // Items, quantities, a coupon, the currency or the shopper change what the shop charges: the same destination is asked again.
  // Signing in or out changes the cart asked about (guest-carts/{id} or carts/mine).
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const cartKey = `${summary.numItems}|${grandTotal ?? ''}|${summary.currencyCode}|${isSignedIn}`;
  const answerKey = request ? `${request.id}|${request.preferred}|${cartKey}` : '';

  useEffect(() => {
    if (!request) return;
    let isCurrent = true;
    const { destination, preferred } = request;
    const answer = async (): Promise<Omit<EstimateResult, 'key'>> => {
      const methods = await dispatch(estimateShippingMethods(destination));
      const offered = methods.filter((method) => !method.unavailableMessage);
      const chosen = offered.find((method) => estimatedMethodKey(method) === preferred) ?? offered[0];
      const totals = await dispatch(estimateTotals(destination, chosen, taxTitle));
      if (isCurrent) {
        dispatch(
          rememberShippingEstimate({
            region_code: destination.region_code,
            postcode: destination.postcode,
            ...(destination.region_id ? { region_id: destination.region_id } : {}),
            ...(chosen ? { carrier_code: chosen.carrier_code, method_code: chosen.method_code } : {})
          })
        );
      }
      return { methods, choice: chosen ? estimatedMethodKey(chosen) : '', totals, failed: false };
    };
    answer()
      .catch(() => ({ methods: [], choice: '', totals: null, failed: true }))
      .then((next) => {
        // Only the latest request's answer counts: a slower earlier one must not overwrite it.
        if (!isCurrent) return;
        setResult({ key: answerKey, ...next });
        onTotals(next.totals);
      });
    return () => {
      isCurrent = false;
    };
  }, [answerKey, request, dispatch, onTotals, taxTitle]);

  useEffect(() => {
    let isCurrent = true;
    dispatch(fetchEstimateRegions())
      .then((list) => {
        if (isCurrent) setRegions(list);
      })
      // Without the list the state cannot be chosen; the remembered estimate still shows.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [dispatch]);

  // Leaving the cart page drops the estimated lines from the summary.
  useEffect(() => () => onTotals(null), [onTotals]);

  const isAnswered = Boolean(result && result.key === answerKey);
  const status: EstimateStatus = !request ? 'idle' : !isAnswered ? 'loading' : result?.failed ? 'failed' : 'done';
  const choice = isAnswered ? (result?.choice ?? '') : (request?.preferred ?? '');

  const form = useForm({
    initialValues: { region_code: request?.destination.region_code ?? '', postcode: request?.destination.postcode ?? '' },
    validators: VALIDATORS,
    onSubmit: (values) => {
      setRequest({ id: ++requests.current, destination: destinationOf(values, regions), preferred: choice });
    }
  });

  const destination = request?.destination;
  const regionName = regions.find((region) => region.code === destination?.region_code)?.name;

  return {
    regions,
    status,
    // The last answer's methods stay on screen while the next is asked.
    methods: result?.methods ?? [],
    choice,
    /** Another method: its totals, and it is remembered as the choice. */
    choose: (key: string) => {
      if (request) setRequest({ ...request, preferred: key });
    },
    totals: result?.totals ?? null,
    place: destination ? `${regionName ?? destination.region_code} ${destination.postcode}` : '',
    currencyCode: result?.totals?.currencyCode || summary.currencyCode,
    fieldProps: form.fieldProps,
    handleSubmit: form.handleSubmit
  };
}
