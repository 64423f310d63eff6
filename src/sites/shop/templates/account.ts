// Account changes: the name on the account, the shipping address ("I recently moved, my address is
// … update my information on OneStopShopping accordingly", WebArena), and a Contact Us draft.

import type { Observation } from '../../../core/index.js';
import { ADDRESSES, FIRST_NAMES, LAST_NAMES } from '../../magento/people.js';
import { exit, selectOption, typeInto } from '../../oracle/actions.js';
import type { SolverStep } from '../../oracle/solver.js';
import { clickElement, scrollToElement } from '../../oracle/steps.js';
import { outerTextOf, programHtmlEval, urlAndProgramHtmlEval } from '../../tasks/eval-specs.js';
import { defineTemplate } from '../../tasks/task-template.js';
import { emmaOrders, SELECTABLE_REGIONS, SHOP, SHOP_DB, shopProducts } from './shop-data.js';

/** Types into the text field whose title is `label` (scrolling to it first). */
function* fill(page: Observation, label: string, text: string): SolverStep<Observation> {
  const [field] = yield* scrollToElement(page, {
    role: ['textbox', 'searchbox'],
    attributes: { title: label },
  });
  return yield typeInto(field, text);
}

type NameVars = { first: string; last: string };

export const changeName = defineTemplate<NameVars>({
  key: 'shopping/change-account-name',
  id: 1018,
  sites: ['shopping'],
  intentTemplate: 'Change the name on my account to {{first}} {{last}}.',
  complexity: 2,
  instances: ({ rng }) =>
    Array.from({ length: 40 }, () => ({ first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) }))
      .filter((n) => !(n.first === 'Emma' && n.last === 'Lopez'))
      .map((vars) => ({
        vars,
        startUrl: SHOP,
        eval: programHtmlEval({
          url: `${SHOP}/customer/account/`,
          locator: outerTextOf('.box-information .box-content'),
          required_contents: { must_include: [`${vars.first} ${vars.last}`] },
        }),
      })),
  *solve(task, first) {
    const { first: firstName, last } = task.instantiation_dict as NameVars;
    const account = yield* clickElement(first, { role: 'link', text: 'My Account' });
    let form = yield* clickElement(account, { role: 'link', text: 'Account Information' });
    form = yield* fill(form, 'First Name', firstName);
    form = yield* fill(form, 'Last Name', last);
    yield* clickElement(form, { role: 'button', text: 'Save' });
    yield exit('');
  },
});

const STREET_NAMES = [
  'Magnolia Path',
  'Oak Drive',
  'Birch Lane',
  'Harbor View Rd',
  'Cedar St',
  'Maple Ave',
  'Willow Way',
  'Lakeshore Blvd',
  'Hillcrest Ct',
  'Sunset Blvd',
];
type AddressVars = { street: string; city: string; state: string; zip: string };

export const updateAddress = defineTemplate<AddressVars>({
  key: 'shopping/update-address',
  id: 1019,
  sites: ['shopping'],
  intentTemplate:
    'I recently moved, my address is {{street}}, {{city}}, {{state}}, {{zip}}, update my information on OneStopShopping accordingly.',
  complexity: 4,
  instances: ({ rng }) =>
    ADDRESSES.filter(([, , region]) => SELECTABLE_REGIONS.includes(region)).flatMap(([, city, state, zip]) =>
      [0, 1].map(() => {
        const vars = { street: `${rng.int(2, 9800)} ${rng.pick(STREET_NAMES)}`, city, state, zip };
        return {
          vars,
          startUrl: SHOP,
          eval: programHtmlEval(
            {
              url: `${SHOP}/customer/address/`,
              locator: outerTextOf('.box.box-address-shipping > .box-content'),
              required_contents: { must_include: [vars.street, `${city}, ${state}, ${zip}`] },
            },
            {
              url: `${SHOP}/customer/address/`,
              locator: outerTextOf('.box.box-address-billing > .box-content'),
              required_contents: { must_include: [vars.street, `${city}, ${state}, ${zip}`] },
            },
          ),
        };
      }),
    ),
  *solve(task, first) {
    const { street, city, state, zip } = task.instantiation_dict as AddressVars;
    const account = yield* clickElement(first, { role: 'link', text: 'My Account' });
    const book = yield* clickElement(account, { role: 'link', text: 'Address Book' });
    let form = yield* clickElement(book, { role: 'link', text: 'Change Shipping Address' });
    form = yield* fill(form, 'Street Address', street);
    form = yield* fill(form, 'City', city);
    const [region] = yield* scrollToElement(form, {
      role: 'combobox',
      attributes: { title: 'State/Province' },
    });
    form = yield selectOption(region, state);
    form = yield* fill(form, 'Zip/Postal Code', zip);
    yield* clickElement(form, { role: 'button', text: 'Save Address' });
    yield exit('');
  },
});

type MessageVars = { message: string };

export const contactDraft = defineTemplate<MessageVars>({
  key: 'shopping/contact-us-draft',
  id: 1024,
  sites: ['shopping'],
  intentTemplate:
    'Draft a message to the store through the "Contact Us" form saying: {{message}} Don\'t submit it yet.',
  complexity: 2,
  instances: ({ db, rng }) => {
    const products = shopProducts(db(SHOP_DB));
    return emmaOrders(db(SHOP_DB)).map((o) => {
      const item = o.items[0]!;
      const reason = rng.pick([
        'it arrived damaged',
        'it stopped working after a week',
        'it is not as described',
        'I received the wrong color',
      ]);
      const ask = rng.pick([
        'I would like a refund',
        'Please send a replacement',
        'I would like to return it',
      ]);
      const product = products.find((p) => p.id === item.product_id)?.name ?? item.name;
      const message = `${ask} for the ${product} from order #${o.increment_id} because ${reason}.`;
      return {
        vars: { message },
        startUrl: SHOP,
        eval: urlAndProgramHtmlEval(`${SHOP}/contact/`, {
          url: 'last',
          locator: 'document.querySelector(\'[title="What’s on your mind?"]\').value',
          required_contents: { must_include: [message] },
        }),
      };
    });
  },
  *solve(task, first) {
    const { message } = task.instantiation_dict as MessageVars;
    const contact = yield* clickElement(first, { role: 'link', text: 'Contact Us' });
    const [box] = yield* scrollToElement(contact, {
      role: 'textbox',
      attributes: { title: 'What’s on your mind?' },
    });
    yield typeInto(box, message);
    yield exit('');
  },
});
