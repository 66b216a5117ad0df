import { ActionIcon, Input, SimpleGrid, Tooltip } from '@mantine/core';
import { LINK_ICONS } from '@venue/shared';
import { linkIconOf } from '@/components/link-icons.tsx';

/**
 * The preset icons as a radio group: each is a labelled button, so the picker works by
 * keyboard and reads as "Instagram, selected" to a screen reader.
 */
export function IconPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  return (
    <Input.Wrapper label="Icon" error={error} id="link-icon">
      <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={6} role="radiogroup" aria-label="Icon" mt={4}>
        {LINK_ICONS.map((icon) => {
          const Drawing = linkIconOf(icon.id);
          const selected = value === icon.id;
          return (
            <Tooltip key={icon.id} label={icon.label} openDelay={300}>
              <ActionIcon
                role="radio"
                aria-checked={selected}
                aria-label={icon.label}
                size="xl"
                radius="md"
                variant={selected ? 'filled' : 'default'}
                onClick={() => onChange(icon.id)}
              >
                <Drawing size={22} />
              </ActionIcon>
            </Tooltip>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
