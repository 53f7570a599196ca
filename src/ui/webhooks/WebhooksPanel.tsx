import { ConfigForm } from './ConfigForm';
import { ReceiverLog } from './ReceiverLog';
import { SignatureWorkbench } from './SignatureWorkbench';
import { Timeline } from './Timeline';
import './webhooks.css';

/**
 * The Webhooks panel: configure the webhook integration, send signed events to mock (or real) receivers,
 * watch every attempt and retry live, read what the receivers verified, and take signatures apart.
 */
export default function WebhooksPanel() {
  return (
    <div className="wh">
      <ConfigForm />
      <Timeline />
      <ReceiverLog />
      <SignatureWorkbench />
    </div>
  );
}
