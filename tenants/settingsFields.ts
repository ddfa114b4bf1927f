/** Payload fields for the tenant's settings tab, derived from the settings table (tenants/settings.ts). */
import type { Field } from 'payload'

import { SETTING_GROUPS, type SettingDefinition } from './settings'

function fieldFor(name: string, def: SettingDefinition): Field {
  const admin = def.description ? { description: def.description } : undefined
  switch (def.kind) {
    case 'boolean':
      return { name, type: 'checkbox', label: def.label, defaultValue: def.default, admin }
    case 'integer':
      return { name, type: 'number', label: def.label, defaultValue: def.default, min: def.min, max: def.max, admin }
    case 'text':
      return { name, type: 'text', label: def.label, defaultValue: def.default, maxLength: def.maxLength, admin }
    case 'select':
      return {
        name,
        type: 'select',
        label: def.label,
        defaultValue: def.default,
        options: def.options.map((o) => ({ label: o.label, value: o.value })),
        admin,
      }
    case 'integerList':
      return { name, type: 'number', hasMany: true, label: def.label, defaultValue: def.default, min: def.min, max: def.max, maxRows: def.maxItems, admin }
    case 'textList':
      return { name, type: 'text', hasMany: true, label: def.label, defaultValue: def.default, maxRows: def.maxItems, admin }
  }
}

export const settingsFields: Field[] = Object.entries(SETTING_GROUPS).map(([groupName, group]) => ({
  name: groupName,
  type: 'group',
  label: group.label,
  fields: Object.entries(group.settings).map(([key, def]) => fieldFor(key, def as SettingDefinition)),
}))
