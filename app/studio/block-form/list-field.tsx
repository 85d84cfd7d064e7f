// A list prop (e.g. the slider's slides) as rows: drag a row's handle (mouse, touch or keyboard:
// Space, arrows, Space) or use Move up/down to reorder; add a row (a copy of the last one) or
// remove one within the schema's minItems/maxItems. Each row opens to its own fields.
import { useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FieldProps } from './field-props';
import { emptyValue, labelOf, setIn, type JsonSchema } from './schema-fields';
import { Fieldset, SmallButton } from './form-ui';
import { useFormLocales } from './locales-context';

export interface ListFieldProps {
  name: string;
  label: string;
  schema: JsonSchema;
  item: JsonSchema;
  value: unknown;
  fallback: unknown;
  hint: ReactNode;
  onChange: FieldProps['onChange'];
  Field: ComponentType<FieldProps>;
}

/** A row's name: its title (in the default locale) when it has one, else its number. */
function rowName(item: unknown, index: number, locale: string, noun: string): string {
  const title = item && typeof item === 'object' ? (item as Record<string, unknown>).title ?? (item as Record<string, unknown>).label : undefined;
  const text = typeof title === 'string' ? title : title && typeof title === 'object' ? ((title as Record<string, string>)[locale] ?? Object.values(title)[0]) : undefined;
  return text ? `${noun} ${index + 1}: ${text}` : `${noun} ${index + 1}`;
}

export function ListField({ name, label, schema, item, value, fallback, hint, onChange, Field }: ListFieldProps) {
  const { t } = useLingui();
  const locales = useFormLocales();
  const items = (Array.isArray(value) ? value : Array.isArray(fallback) ? fallback : []) as unknown[];
  const [open, setOpen] = useState<Set<number>>(() => new Set([0]));
  const noun = labelOf(name.replace(/s$/, ''));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map((_, index) => `${name}-${index}`);
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Infinity;
  const names = items.map((entry, index) => rowName(entry, index, locales.default, noun));

  const replace = (next: unknown[]) => onChange('', next);
  const move = (from: number, to: number) => {
    replace(arrayMove(items, from, to));
    setOpen((current) => new Set([...current].map((index) => (index === from ? to : index))));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <Fieldset>
      <legend>{label}</legend>
      {hint}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => t`Picked up ${names[ids.indexOf(String(active.id))] ?? ''}.`,
            onDragOver: ({ over }) => (over ? t`Over position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.` : t`Not over a position.`),
            onDragEnd: ({ over }) => (over ? t`Dropped at position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.` : t`Dropped where it was.`),
            onDragCancel: () => t`Moving cancelled.`,
          },
          screenReaderInstructions: { draggable: t`To move a row, press Space, then the arrow keys, then Space to drop or Escape to cancel.` },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Rows aria-label={label}>
            {items.map((entry, index) => (
              <SortableRow key={ids[index]} id={ids[index]!} name={names[index]!}>
                {(handle) => (
                  <>
                    <RowHead>
                      {handle}
                      <RowToggle type="button" aria-expanded={open.has(index)} onClick={() => toggle(index)}>
                        {names[index]}
                      </RowToggle>
                      <SmallButton type="button" aria-label={t`Move ${names[index]} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                        ↑
                      </SmallButton>
                      <SmallButton type="button" aria-label={t`Move ${names[index]} down`} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                        ↓
                      </SmallButton>
                      <SmallButton type="button" aria-label={t`Remove ${names[index]}`} disabled={items.length <= min} onClick={() => replace(items.filter((_, other) => other !== index))}>
                        <Trans>Remove</Trans>
                      </SmallButton>
                    </RowHead>
                    {open.has(index) ? (
                      <RowBody>
                        <Field
                          name={`${noun} ${index + 1}`}
                          label={names[index]}
                          schema={item}
                          parentKey={name}
                          value={entry}
                          onChange={(path, next) => (value === undefined ? replace(setIn(items, `/${index}${path}`, next) as unknown[]) : onChange(`/${index}${path}`, next))}
                        />
                      </RowBody>
                    ) : null}
                  </>
                )}
              </SortableRow>
            ))}
          </Rows>
        </SortableContext>
      </DndContext>
      <SmallButton
        type="button"
        disabled={items.length >= max}
        onClick={() => {
          replace([...items, structuredClone(items.at(-1) ?? emptyValue(item))]);
          setOpen((current) => new Set([...current, items.length]));
        }}
      >
        <Trans>Add {noun.toLowerCase()}</Trans>
      </SmallButton>
    </Fieldset>
  );
}

function SortableRow({ id, name, children }: { id: string; name: string; children: (handle: ReactNode) => ReactNode }) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <RowItem ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} data-dragging={isDragging}>
      {children(
        <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={t`Drag ${name}`}>
          ⠿
        </Handle>,
      )}
    </RowItem>
  );
}

const Rows = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const RowItem = styled.li`
  margin-bottom: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  &[data-dragging='true'] {
    position: relative;
    z-index: 1;
    box-shadow: 0 4px 12px rgb(0 0 0 / 25%);
  }
`;

const RowHead = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 3px 4px;
`;

const RowToggle = styled.button`
  flex: 1;
  min-width: 0;
  padding: 2px 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.heading};
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  text-align: left;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &::before {
    content: '▸ ';
  }
  &[aria-expanded='true']::before {
    content: '▾ ';
  }
`;

const RowBody = styled.div`
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  > fieldset {
    border: 0;
    padding: 0;
    > legend {
      display: none;
    }
  }
`;

const Handle = styled.button`
  padding: 0 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1rem;
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;
