import { ClockCircleOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { city, telHref, Card } from '@springfield/shared';
import { SectionHeading } from './section-heading';

export function ContactSection() {
  return (
    <Card as="section" className="gov-card gov-section" aria-labelledby="gov-contact-title" id="contact">
      <SectionHeading id="gov-contact-title" title="Contact Your Government" />
      <ul className="gov-contact-block">
        <li>
          <EnvironmentOutlined aria-hidden />
          <div>
            <p className="gov-row__title">{city.address.building}</p>
            <address className="gov-address">
              {city.address.street}
              <br />
              {city.address.locality}
            </address>
          </div>
        </li>
        <li>
          <PhoneOutlined aria-hidden />
          <div>
            <p className="gov-row__title">Main Number</p>
            <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>
          </div>
        </li>
        <li>
          <ClockCircleOutlined aria-hidden />
          <div>
            <p className="gov-row__title">Office Hours</p>
            <p>{city.officeHours}</p>
          </div>
        </li>
      </ul>
    </Card>
  );
}
