import { ComboboxChevron, TextInput, type SelectProps } from '@mantine/core';
import { memo, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { loadOnDemand } from '@/lib/load-on-demand.ts';

type SelectComponent = ComponentType<SelectProps & { ref?: Ref<HTMLInputElement> }>;

const select = loadOnDemand<SelectComponent>(() => import('./select-field.tsx').then((module) => module.Select));

/** Mantine's Select, fetched once (select-field.tsx): a moment after a screen shows, or when one is pointed at or focused. */
export function loadSelect(): Promise<SelectComponent> {
  return select.load();
}

/** How long after a deferred select first shows Mantine's Select is fetched without being asked for. */
export const SELECT_DELAY_MS = 1000;

type Props = Pick<
  SelectProps,
  'aria-label' | 'placeholder' | 'data' | 'value' | 'onChange' | 'allowDeselect' | 'w' | 'comboboxProps'
> & {
  data: { value: string; label: string }[];
};

/**
 * A Select that shows at once as the field it will be (its input, the chosen option's text, the
 * chevron) and becomes Mantine's Select when that arrives: a moment later, or at once when it is
 * pointed at or focused (issue 15 "Speed": /menu's first script). Pressed or focused before then,
 * the Select takes the focus and opens as it arrives; a touch opens it with its click, so a
 * scroll that starts on the field opens nothing.
 */
export const DeferredSelect = memo(function DeferredSelect(props: Props) {
  const Select = select.use();
  const [asked, setAsked] = useState<{ focus: boolean; open: boolean }>({ focus: false, open: false });
  useEffect(() => {
    if (Select) return;
    const timer = window.setTimeout(() => void loadSelect(), SELECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [Select]);
  const real = useRef<HTMLInputElement>(null);
  const handedOver = Select !== null;
  useEffect(() => {
    if (handedOver && asked.focus) real.current?.focus();
  }, [handedOver, asked.focus]);

  if (Select) return <Select ref={real} {...props} defaultDropdownOpened={asked.open} />;
  const chosen = props.data.find((option) => option.value === props.value);
  return (
    <TextInput
      readOnly
      aria-label={props['aria-label']}
      aria-haspopup="listbox"
      placeholder={props.placeholder}
      value={chosen?.label ?? ''}
      w={props.w}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      styles={{ input: { cursor: 'pointer' } }}
      onPointerEnter={() => void loadSelect()}
      // A mouse press asks to open at once: the Select can arrive between the press and the
      // release, which then land on two elements and make no click on either.
      onPointerDown={(event) => {
        if (event.pointerType === 'touch') return;
        setAsked({ focus: true, open: true });
        void loadSelect();
      }}
      onFocus={() => {
        setAsked((now) => ({ ...now, focus: true }));
        void loadSelect();
      }}
      onBlur={() => setAsked((now) => ({ ...now, focus: false }))}
      onClick={() => {
        setAsked({ focus: true, open: true });
        void loadSelect();
      }}
      onKeyDown={(event) => {
        // The keys that open Mantine's Select: it opens with them once here.
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
          event.preventDefault();
          setAsked({ focus: true, open: true });
          void loadSelect();
        }
      }}
    />
  );
});
