import Button from 'antd-mobile/es/components/button';
import { Row } from '../../../components/layout/stack';

/** A filter form's buttons: apply (the form's submit) and, while a filter is set, clear it. */
export function ConsoleFilterActions({
  label,
  canClear,
  onClear,
}: {
  label: string;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <Row wrap gap={8}>
      <Button type="submit" color="primary" fill="outline">
        {label}
      </Button>
      {canClear && <Button onClick={onClear}>Clear</Button>}
    </Row>
  );
}
