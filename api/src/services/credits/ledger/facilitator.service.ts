/**
 * Facilitator assignment (spec 2 §2.2, §2.12, §5 "Facilitator assignment"; spec 3 §4): the holder assigns an Active
 * BCU, up to an amount, to a Facilitator company that may then transfer or retire that amount on its behalf, or
 * unassigns it. The facilitator must be in the holder's contact list. An empty or zero amount means the full volume; above the volume: 'Value must be a number between
 * 0 and {volume}'. Facilitators and auditors cannot assign (the permission and the rule below).
 */
import {
  type CompanyType,
  type FacilitatorAssignment,
  type FacilitatorState,
  type TransferRecipient,
  MSG,
  amountRangeMessage,
  kgToTonnes,
  parseAmount,
} from '../../../contracts';
import type { UnitOfWork } from '../../../datasources';
import type { Repositories } from '../../../repositories';
import { forbidden, invalidField, notFound } from '../../errors';
import type { LedgerService } from './ledger.service';
import { type TradingActor, ledgerActor } from '../trading/trading-support';

export class FacilitatorService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly repos: Pick<Repositories, 'credits' | 'companies'>,
    private readonly ledger: LedgerService,
  ) {}

  /** The facilitators a holder may assign BCUs to: the Active Facilitator companies of its contact list. */
  async options(actor: TradingActor): Promise<TransferRecipient[]> {
    if (actor.companyType === 'Facilitator') return [];
    return (await this.repos.companies.facilitatorContactsOf(actor.companyId)) as TransferRecipient[];
  }

  async update(actor: TradingActor, creditId: string, input: FacilitatorAssignment): Promise<FacilitatorState> {
    if (actor.companyType === 'Facilitator') throw forbidden(MSG.facilitatorNotForFacilitators);
    await this.uow.transaction(async (tx) => {
      const c = (await this.ledger.lock(tx, [creditId])).get(creditId);
      if (!c || !c.bcuid || c.company_id !== actor.companyId) throw notFound();
      if (c.status !== 'Active') throw invalidField('creditId', MSG.onlyActiveToFacilitator);
      if (input.action === 'Unassign') {
        await this.ledger.unassignFacilitator(tx, c.id, ledgerActor(actor));
        return;
      }
      const f = (await this.repos.companies.typeAndStatusOf(input.facilitatorId!, tx)) as
        { type: CompanyType; status: string } | undefined;
      if (!f || f.type !== 'Facilitator' || f.status !== 'Active')
        throw invalidField('facilitatorId', MSG.facilitatorNotFacilitator);
      // the portal offers the Facilitator companies of the holder's contact list; the server holds to the same list
      const contact = await this.repos.companies.isContact(c.company_id, input.facilitatorId!, tx);
      if (!contact) throw invalidField('facilitatorId', MSG.facilitatorNotContact);
      const volume = BigInt(c.volume_kg);
      const raw = input.bcuAmount;
      let kg = raw === undefined || (typeof raw === 'string' && raw.trim() === '') ? 0n : parseAmount(raw, 'BCU');
      if (kg === undefined || kg > volume) throw invalidField('bcuAmount', amountRangeMessage(kgToTonnes(volume)));
      if (kg === 0n) kg = volume;
      await this.ledger.assignFacilitator(tx, c.id, input.facilitatorId!, kg, ledgerActor(actor));
    });
    return this.state(creditId);
  }

  private async state(creditId: string): Promise<FacilitatorState> {
    const row = (await this.repos.credits.facilitatorState(creditId))!;
    return {
      creditId: row.id,
      bcuid: row.bcuid,
      facilitator: row.fid ? { id: row.fid, name: row.fname!, type: row.ftype! } : null,
      facilitatorAmount: row.fkg ? kgToTonnes(row.fkg) : null,
      message: MSG.facilitatorUpdated,
    };
  }
}
