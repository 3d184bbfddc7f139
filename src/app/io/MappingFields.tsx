import {
  billFieldLabels,
  billFields,
  displayHeader,
  requiredFields,
  type BillField,
  type ColumnMapping,
} from '../../domain/import/formats';

export interface MappingFieldsProps {
  header: readonly string[];
  mapping: ColumnMapping;
  disabled: boolean;
  onChange: (field: BillField, column: number | null) => void;
}

/** A column's name in the choices: as written, or its position when the header cell is empty. */
function columnName(cell: string, index: number): string {
  return displayHeader(cell) || `Column ${index + 1}`;
}

/**
 * For each field of a bill, a select named after the field that lists the file's columns.
 * Required fields are marked (a visible star, and required for assistive technology).
 */
export function MappingFields({ header, mapping, disabled, onChange }: MappingFieldsProps) {
  return (
    <fieldset className="import-mapping">
      <legend>Which column holds each field</legend>
      <div className="import-mapping-grid">
        {billFields.map((field) => {
          const required = requiredFields.includes(field);
          const id = `import-field-${field}`;
          return (
            <div key={field} className="import-mapping-field">
              <div className="import-mapping-label">
                <label htmlFor={id}>{billFieldLabels[field]}</label>
                {required && (
                  <span className="import-required" aria-hidden="true">
                    *
                  </span>
                )}
              </div>
              <select
                id={id}
                required={required}
                disabled={disabled}
                value={mapping[field] ?? ''}
                onChange={(event) =>
                  onChange(field, event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">{required ? 'Choose a column' : 'Not in the file'}</option>
                {header.map((cell, index) => (
                  <option key={index} value={index}>
                    {columnName(cell, index)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <p className="import-hint">
        <span aria-hidden="true">* </span>Required. Without a Due date a bill is due on its Date;
        without a Reference it takes its Number.
      </p>
    </fieldset>
  );
}
