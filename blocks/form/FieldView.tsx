import type { ReactNode } from 'react';
import { LikertAnswer, likertLabel } from '../../src/enums/forms';
import {
  asList,
  asParts,
  asText,
  NAME_PARTS,
  PHONE_COUNTRY,
  type FieldValue,
} from './field-values';
import type { FormField, FormModel } from './model';
import { partLabel } from './part-labels';
import { FORM_BLOCK_SKIN, type FormSkin } from './skin';
import { ownValue } from '../../src/lib/own-keys';

export interface FieldViewProps {
  field: FormField;
  model: FormModel;
  value: FieldValue | undefined;
  error: string | undefined;
  /** Prefix of this field's element ids (unique on the page). */
  idBase: string;
  onChange: (value: FieldValue) => void;
  /** The class names to draw it with; the form block's by default. */
  skin?: FormSkin;
}

/** What every control of a field carries: required, invalid, and what describes it. */
function controlProps(props: FieldViewProps, describedBy: string) {
  return {
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    required: props.field.required || undefined,
  } as const;
}

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  website: 'url',
  password: 'password',
};

const AUTOCOMPLETE: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  website: 'url',
  password: 'current-password',
};

const INPUT_MODES: Partial<Record<FormField['type'], 'numeric' | 'decimal'>> = {
  number: 'numeric',
  currency: 'decimal',
};

/** The `(required)` mark after a title: seen, while the control itself says it to screen readers. */
function RequiredMark({ model, field }: { model: FormModel; field: FormField }) {
  if (!field.required) return null;
  return (
    <span className="required" aria-hidden="true">
      {' '}
      {model.strings.required}
    </span>
  );
}

/** One part of a compound field: a labelled input or select. */
function PartInput({
  props,
  part,
  describedBy,
  autoComplete,
  maxLength,
  inputMode,
  placeholder,
  children,
}: {
  props: FieldViewProps;
  part: string;
  describedBy: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'tel';
  placeholder?: string;
  /** Options: the part is a select. */
  children?: ReactNode;
}) {
  const parts = asParts(props.value);
  const id = `${props.idBase}-${part}`;
  const change = (text: string) => props.onChange({ ...parts, [part]: text });
  const common = { id, ...controlProps(props, describedBy), autoComplete, name: id };
  return (
    <div className={`field ${part.toLowerCase()}`}>
      <label className="caption" htmlFor={id}>
        {partLabel(props.field, part, props.model)}
      </label>
      {children ? (
        <select
          {...common}
          className="field-element"
          value={ownValue(parts, part) ?? ''}
          onChange={(event) => change(event.target.value)}
        >
          {children}
        </select>
      ) : (
        <input
          {...common}
          className={(props.skin ?? FORM_BLOCK_SKIN).input}
          type="text"
          inputMode={inputMode}
          maxLength={maxLength && maxLength > 0 ? maxLength : undefined}
          placeholder={placeholder}
          value={ownValue(parts, part) ?? ''}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </div>
  );
}

function CountryOptions({ model, withPhoneCode }: { model: FormModel; withPhoneCode: boolean }) {
  return (
    <>
      <option value="" />
      {model.formats.countries.map((country) => (
        <option key={country.code} value={withPhoneCode ? country.phoneCode : country.code}>
          {withPhoneCode ? `${country.name} (${country.phoneCode})` : country.name}
        </option>
      ))}
    </>
  );
}

function compoundParts(props: FieldViewProps, describedBy: string): ReactNode {
  const { field, model } = props;
  const s = model.strings;
  const part = (
    name: string,
    extra: Omit<Parameters<typeof PartInput>[0], 'props' | 'part' | 'describedBy'> = {},
  ) => <PartInput key={name} props={props} part={name} describedBy={describedBy} {...extra} />;
  switch (field.type) {
    case 'name': {
      const [first, last] = NAME_PARTS;
      const inputs = [
        part(first, { autoComplete: 'given-name' }),
        part(last, { autoComplete: 'family-name' }),
      ];
      return model.formats.familyNameFirst ? inputs.reverse() : inputs;
    }
    case 'phone': {
      const numberParts = model.formats.phoneParts;
      const tokens =
        numberParts.length === 3
          ? ['tel-area-code', 'tel-local-prefix', 'tel-local-suffix']
          : numberParts.map(() => 'tel-national');
      return [
        field.showCountryCode && model.formats.countries.length > 0
          ? part(PHONE_COUNTRY, {
              autoComplete: 'tel-country-code',
              children: <CountryOptions model={model} withPhoneCode />,
            })
          : null,
        ...numberParts.map((p, index) =>
          part(p.identifier, {
            autoComplete: tokens[index],
            maxLength: p.length,
            inputMode: 'tel',
          }),
        ),
      ];
    }
    case 'address':
      return [
        ...model.formats.addressParts.map((p) =>
          part(p.identifier, { autoComplete: p.autocomplete || undefined }),
        ),
        model.formats.countries.length > 0
          ? part('Country', {
              autoComplete: 'country',
              children: <CountryOptions model={model} withPhoneCode={false} />,
            })
          : part('Country', { autoComplete: 'country-name' }),
      ];
    case 'date':
      return [
        part('Month', { inputMode: 'numeric', maxLength: 2, placeholder: s.date.mm }),
        part('Day', { inputMode: 'numeric', maxLength: 2, placeholder: s.date.dd }),
        part('Year', { inputMode: 'numeric', maxLength: 4, placeholder: s.date.yyyy }),
      ];
    case 'time':
      return [
        part('Hour', { inputMode: 'numeric', maxLength: 2 }),
        part('Minute', { inputMode: 'numeric', maxLength: 2 }),
        part('Second', { inputMode: 'numeric', maxLength: 2 }),
        part('Ampm', {
          children: (
            <>
              <option value="AM">{s.time.am}</option>
              <option value="PM">{s.time.pm}</option>
            </>
          ),
        }),
      ];
    default:
      return null;
  }
}

function Choices({ props, describedBy }: { props: FieldViewProps; describedBy: string }) {
  const { field } = props;
  const multiple = field.type === 'checkbox';
  const chosen = multiple ? asList(props.value) : [asText(props.value)];
  return field.options.map((option, index) => {
    const id = `${props.idBase}-${index}`;
    return (
      <div className="option" key={option}>
        <input
          id={id}
          type={multiple ? 'checkbox' : 'radio'}
          name={props.idBase}
          value={option}
          checked={chosen.includes(option)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          // A required radio group needs one choice; a checkbox group is checked on submit.
          required={!multiple && field.required ? true : undefined}
          onChange={(event) => {
            if (!multiple) return props.onChange(option);
            const next = event.target.checked
              ? [...chosen, option]
              : chosen.filter((item) => item !== option);
            props.onChange(next);
          }}
        />
        <label htmlFor={id}>{option}</label>
      </div>
    );
  });
}

function Likert({ props, describedBy }: { props: FieldViewProps; describedBy: string }) {
  const answers = asParts(props.value);
  return props.field.options.map((statement, row) => (
    <fieldset className="item" key={statement}>
      <legend className="question">{statement}</legend>
      {LikertAnswer.codes.map((answer) => {
        const id = `${props.idBase}-${row}-${answer}`;
        return (
          <span className="option" key={answer}>
            <input
              id={id}
              type="radio"
              name={`${props.idBase}-${row}`}
              value={String(answer)}
              checked={ownValue(answers, statement) === String(answer)}
              aria-invalid={props.error ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={() => props.onChange({ ...answers, [statement]: String(answer) })}
            />
            <label htmlFor={id}>{likertLabel(answer)}</label>
          </span>
        );
      })}
    </fieldset>
  ));
}

/**
 * One form field with the platform's class names (`form-item field <type>`): a real label (or a
 * fieldset legend for groups), the required mark, the description, and the error above the
 * title, tied to every control with aria-describedby and aria-invalid.
 */
export function FieldView(props: FieldViewProps) {
  const { field, model, value, error, idBase, onChange } = props;
  const skin = props.skin ?? FORM_BLOCK_SKIN;
  if (field.type === 'hidden') return null;
  const errorId = `${idBase}-error`;
  const descriptionId = `${idBase}-description`;
  const describedBy = [error ? errorId : '', field.description ? descriptionId : '']
    .filter(Boolean)
    .join(' ');
  const className = [
    skin.item,
    'form-item',
    'field',
    field.type,
    field.required ? 'required' : '',
    error ? 'error' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const errorNode = error ? (
    <p className="field-error" id={errorId}>
      {error}
    </p>
  ) : null;
  const description = field.description ? (
    <p className="description" id={descriptionId}>
      {field.description}
    </p>
  ) : null;

  if (field.type === 'section') {
    return (
      <div
        className={`form-item section${field.underline ? ' underline' : ''}`}
        data-field-id={field.id}
      >
        <p className="title">{field.title}</p>
        {description}
      </div>
    );
  }

  const grouped = [
    'name',
    'phone',
    'address',
    'date',
    'time',
    'checkbox',
    'radio',
    'likert',
  ].includes(field.type);
  if (grouped) {
    const controls =
      field.type === 'checkbox' || field.type === 'radio' ? (
        <Choices props={props} describedBy={describedBy} />
      ) : field.type === 'likert' ? (
        <Likert props={props} describedBy={describedBy} />
      ) : (
        <div className="field-list-parts">{compoundParts(props, describedBy)}</div>
      );
    return (
      <div className={className} data-field-id={field.id}>
        {errorNode}
        <fieldset aria-describedby={describedBy || undefined}>
          <legend className="title">
            {field.title}
            {skin.requiredMark ? <RequiredMark model={model} field={field} /> : null}
          </legend>
          {description}
          {controls}
        </fieldset>
      </div>
    );
  }

  const inputId = `${idBase}-field`;
  const common = { id: inputId, name: field.id, ...controlProps(props, describedBy) };
  let control: ReactNode;
  if (field.type === 'textarea') {
    const text = asText(value);
    control = (
      <>
        <textarea
          {...common}
          className="field-element"
          placeholder={field.placeholder || undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
        {field.maxLength > 0 ? (
          <p className="sr-form__counter" aria-live="polite">
            {text.length} / {field.maxLength}
          </p>
        ) : null}
      </>
    );
  } else if (field.type === 'select') {
    control = (
      <select
        {...common}
        className="field-element"
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{field.placeholder}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    const input = (
      <input
        {...common}
        className={skin.input}
        type={INPUT_TYPES[field.type] ?? 'text'}
        inputMode={INPUT_MODES[field.type]}
        autoComplete={AUTOCOMPLETE[field.type]}
        spellCheck={field.type === 'email' || field.type === 'website' ? false : undefined}
        placeholder={field.placeholder || undefined}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
      />
    );
    control = skin.inputFrame ? (
      <span className="sr-form__input">
        {field.type === 'currency' ? (
          <span className="sr-form__affix" aria-hidden="true">
            {field.currencySymbol}
          </span>
        ) : null}
        {input}
      </span>
    ) : (
      input
    );
  }
  return (
    <div className={className} data-field-id={field.id}>
      {errorNode}
      <label className={skin.label} htmlFor={inputId}>
        {field.title}
        {skin.requiredMark ? <RequiredMark model={model} field={field} /> : null}
      </label>
      {description}
      {control}
    </div>
  );
}
